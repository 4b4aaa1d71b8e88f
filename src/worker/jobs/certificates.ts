// SQL for the mill certificate library: a certificate (PDF in R2), its heat numbers, the job lines
// made from each heat, and the certificate of the stock now on the shelf for a catalogue size and
// grade. Certificates are the business's documents: erasing a lead removes only its links.

export const certificatesPrefix = 'mill-certificates/';

interface CertificateRow {
  id: number;
  r2_key: string;
  file_name: string;
  size: number;
  grade: string;
  product: string;
  created_at: string;
  created_by: string;
}

export interface CertificateWithHeats extends CertificateRow {
  heats: string[];
}

/** A heat number as the library keeps and searches it: upper-case, no spaces. */
export const normalHeatNumber = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** Letters, digits and the marks mills print in heat numbers (A12345, 1-23456, 23/456.7). */
export const heatNumberPattern = /^[A-Z0-9][A-Z0-9./-]{0,29}$/;

async function withHeats(db: D1Database, rows: CertificateRow[]): Promise<CertificateWithHeats[]> {
  if (rows.length === 0) return [];
  const { results } = await db
    .prepare(
      'SELECT certificate_id, heat_number FROM mill_certificate_heats WHERE certificate_id IN (SELECT value FROM json_each(?)) ORDER BY heat_number',
    )
    .bind(JSON.stringify(rows.map((row) => row.id)))
    .all<{ certificate_id: number; heat_number: string }>();
  return rows.map((row) => ({ ...row, heats: results.filter((heat) => heat.certificate_id === row.id).map((heat) => heat.heat_number) }));
}

export async function certificateById(db: D1Database, id: number): Promise<CertificateWithHeats | null> {
  const row = await db.prepare('SELECT * FROM mill_certificates WHERE id = ?').bind(id).first<CertificateRow>();
  return row ? ((await withHeats(db, [row]))[0] ?? null) : null;
}

/** Certificates with a heat number starting with `heat` (all, newest first, when empty); at most `limit`. */
export async function searchCertificates(db: D1Database, heat: string, limit = 50): Promise<CertificateWithHeats[]> {
  const { results } = heat
    ? await db
        .prepare(
          `SELECT * FROM mill_certificates WHERE id IN (
             SELECT certificate_id FROM mill_certificate_heats WHERE heat_number >= ?1 AND heat_number < ?1 || char(1114111)
           ) ORDER BY id DESC LIMIT ?2`,
        )
        .bind(heat, limit)
        .all<CertificateRow>()
    : await db.prepare('SELECT * FROM mill_certificates ORDER BY id DESC LIMIT ?').bind(limit).all<CertificateRow>();
  return withHeats(db, results);
}

/** The certificates that list exactly this heat number. */
export async function certificatesOfHeat(db: D1Database, heat: string): Promise<CertificateWithHeats[]> {
  const { results } = await db
    .prepare(
      'SELECT c.* FROM mill_certificates c JOIN mill_certificate_heats h ON h.certificate_id = c.id WHERE h.heat_number = ? ORDER BY c.id DESC',
    )
    .bind(heat)
    .all<CertificateRow>();
  return withHeats(db, results);
}

export interface NewCertificate {
  r2Key: string;
  fileName: string;
  size: number;
  grade: string;
  product: string;
  heats: string[];
  at: string;
  by: string;
}

export async function insertCertificate(db: D1Database, certificate: NewCertificate): Promise<number> {
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare(
        'INSERT INTO mill_certificates (r2_key, file_name, size, grade, product, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
      )
      .bind(
        certificate.r2Key,
        certificate.fileName,
        certificate.size,
        certificate.grade,
        certificate.product,
        certificate.at,
        certificate.by,
      ),
    db
      .prepare(
        'INSERT INTO mill_certificate_heats (certificate_id, heat_number) SELECT (SELECT id FROM mill_certificates WHERE r2_key = ?), value FROM json_each(?)',
      )
      .bind(certificate.r2Key, JSON.stringify(certificate.heats)),
  ]);
  return inserted!.results[0]!.id;
}

/** How many job lines name the certificate: one that is on an order is not deleted. */
export async function certificateUses(db: D1Database, id: number): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM job_line_certificates WHERE certificate_id = ?').bind(id).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Deletes an unused certificate's rows; false when a job line named it meanwhile. */
export async function deleteCertificate(db: D1Database, id: number): Promise<boolean> {
  const [, , deleted] = await db.batch([
    db
      .prepare(
        'DELETE FROM stock_certificates WHERE certificate_id = ?1 AND NOT EXISTS (SELECT 1 FROM job_line_certificates WHERE certificate_id = ?1)',
      )
      .bind(id),
    db
      .prepare(
        'DELETE FROM mill_certificate_heats WHERE certificate_id = ?1 AND NOT EXISTS (SELECT 1 FROM job_line_certificates WHERE certificate_id = ?1)',
      )
      .bind(id),
    db
      .prepare('DELETE FROM mill_certificates WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM job_line_certificates WHERE certificate_id = ?1)')
      .bind(id),
  ]);
  return deleted!.meta.changes === 1;
}

export interface LineCertificateRow {
  job_line_id: number;
  certificate_id: number;
  heat_number: string;
  grade: string;
  product: string;
  file_name: string;
}

/** Every certificate link of a job's lines, by line position then heat. */
export async function certificatesOfJob(db: D1Database, jobId: number): Promise<LineCertificateRow[]> {
  const { results } = await db
    .prepare(
      `SELECT lc.job_line_id, lc.certificate_id, lc.heat_number, c.grade, c.product, c.file_name
       FROM job_line_certificates lc JOIN job_lines l ON l.id = lc.job_line_id JOIN mill_certificates c ON c.id = lc.certificate_id
       WHERE l.job_id = ? ORDER BY l.position, lc.heat_number, c.id`,
    )
    .bind(jobId)
    .all<LineCertificateRow>();
  return results;
}

/** Links a job line to a certificate's heat; false when it was linked already. */
export async function attachCertificate(
  db: D1Database,
  link: { jobLineId: number; certificateId: number; heat: string; at: string; by: string },
): Promise<boolean> {
  const result = await db
    .prepare(
      'INSERT OR IGNORE INTO job_line_certificates (job_line_id, certificate_id, heat_number, created_at, created_by) VALUES (?, ?, ?, ?, ?)',
    )
    .bind(link.jobLineId, link.certificateId, link.heat, link.at, link.by)
    .run();
  return result.meta.changes === 1;
}

export async function detachCertificate(
  db: D1Database,
  link: { jobLineId: number; certificateId: number; heat: string },
): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM job_line_certificates WHERE job_line_id = ? AND certificate_id = ? AND heat_number = ?')
    .bind(link.jobLineId, link.certificateId, link.heat)
    .run();
  return result.meta.changes === 1;
}

export interface StockCertificateRow {
  family: string;
  table_id: string;
  grade: string;
  certificate_id: number;
  set_at: string;
  set_by: string;
}

/** The heats of the certificates of the stock on the shelf, each with its certificate's grade and product. */
export async function stockHeats(db: D1Database): Promise<{ heat_number: string; grade: string; product: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT h.heat_number, c.grade, c.product FROM stock_certificates s
       JOIN mill_certificates c ON c.id = s.certificate_id JOIN mill_certificate_heats h ON h.certificate_id = c.id ORDER BY h.heat_number`,
    )
    .all<{ heat_number: string; grade: string; product: string }>();
  return results;
}

export async function stockCertificates(db: D1Database): Promise<StockCertificateRow[]> {
  const { results } = await db.prepare('SELECT * FROM stock_certificates ORDER BY family, table_id, grade').all<StockCertificateRow>();
  return results;
}

/** Makes the certificate the one of the stock now on the shelf for a catalogue size and grade (replacing the one before). */
export async function setStockCertificate(
  db: D1Database,
  stock: { family: string; tableId: string; grade: string; certificateId: number; at: string; by: string },
) {
  await db
    .prepare(
      `INSERT INTO stock_certificates (family, table_id, grade, certificate_id, set_at, set_by) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (family, table_id, grade) DO UPDATE SET certificate_id = excluded.certificate_id, set_at = excluded.set_at, set_by = excluded.set_by`,
    )
    .bind(stock.family, stock.tableId, stock.grade, stock.certificateId, stock.at, stock.by)
    .run();
}

export async function clearStockCertificate(db: D1Database, stock: { family: string; tableId: string; grade: string }): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM stock_certificates WHERE family = ? AND table_id = ? AND grade = ?')
    .bind(stock.family, stock.tableId, stock.grade)
    .run();
  return result.meta.changes === 1;
}
