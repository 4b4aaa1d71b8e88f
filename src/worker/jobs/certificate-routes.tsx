// /admin/certificates: the mill certificate library (the owner's). A certificate is a PDF, checked
// from its bytes as every upload is (shared/upload-rules.ts, storage/file-signature.ts), kept under
// certificatesPrefix in R2 with its heat numbers, grade and product. Each change is audited.
import { Hono, type Context } from 'hono';
import { catalogueFamilies } from '../../content/catalogue/all-families';
import { formatManilaTime } from '../../shared/business-time';
import { materialGradeIds } from '../../shared/catalogue';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import { actorLabel } from '../../shared/roles';
import { uploadLimitBytes, uploadLimitText } from '../../shared/upload-rules';
import { CertificatesPage, type CertificatesPageView } from '../../ui/admin/jobs/CertificatesPage';
import { formFields } from '../admin/form-fields';
import type { DashboardEnv } from '../app-env';
import { recordDashboardAction } from '../action-records/dashboard-actions';
import { peopleNames } from '../admin/accounts';
import { parseRecordId } from '../record-id';
import { adminPage } from '../render/render-admin';
import { checkUpload, postedFile } from '../storage/checked-upload';
import { downloadHeaders } from '../storage/file-download';
import {
  certificateById,
  certificatesPrefix,
  certificateUses,
  clearStockCertificate,
  deleteCertificate,
  heatNumberPattern,
  insertCertificate,
  normalHeatNumber,
  searchCertificates,
  setStockCertificate,
  stockCertificates,
} from './certificates';
import { ownUploadLimit } from '../middleware/dashboard-form-limit';
import { screenAccess, staffMay } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

export const certificateRoutes = new Hono<DashboardEnv>();

const listed = 50;
const maxHeatsPerCertificate = 20;

/** Every catalogue size table and grade: "sheets-plates/sheet-4x8/304" -> its words. */
const stockItems = new Map<string, string>(
  catalogueFamilies.flatMap((family) =>
    family.tables.flatMap((table) =>
      table.grades.map((grade) => [`${family.id}/${table.id}/${grade}`, `${table.title}, ${grade}`] as const),
    ),
  ),
);

const outcomes = new Map([
  ['uploaded', 'Certificate uploaded: name its heats on a job’s lines from the job’s page.'],
  ['deleted', 'Certificate deleted.'],
  ['stock', 'Marked as the certificate of the stock on the shelf.'],
  ['stock-cleared', 'No longer marked as the current stock’s certificate.'],
]);

const strings = (fields: Record<string, string | File>) =>
  Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** Heat numbers as typed (commas, semicolons or new lines between them), each upper-case without spaces, once each. */
function typedHeatNumbers(text: string): { heats: string[]; error: string | null } {
  const heats = [
    ...new Set(
      text
        .split(/[,;\n]+/)
        .map(normalHeatNumber)
        .filter(Boolean),
    ),
  ];
  if (heats.length === 0) return { heats, error: 'Enter the certificate’s heat numbers, e.g. 1A2345 or 1A2345, 1A2346.' };
  if (heats.length > maxHeatsPerCertificate) return { heats, error: `At most ${maxHeatsPerCertificate} heat numbers on one certificate.` };
  const wrong = heats.find((heat) => !heatNumberPattern.test(heat));
  if (wrong) return { heats, error: `${wrong.slice(0, 40)} is not a heat number: letters, digits and - / . only, up to 30 characters.` };
  return { heats, error: null };
}

async function libraryPage(
  c: Context<DashboardEnv>,
  state: { values?: Record<string, string>; errors?: Record<string, string>; message?: CertificatesPageView['message'] } = {},
  status: 200 | 400 | 404 | 409 | 413 | 415 = 200,
) {
  const search = normalHeatNumber(c.req.query('heat') ?? '').slice(0, 30);
  const [certificates, stock, names] = await Promise.all([
    searchCertificates(c.env.DB, search, listed + 1),
    stockCertificates(c.env.DB),
    peopleNames(c.env.DB),
  ]);
  const uses = await c.env.DB.prepare(
    'SELECT certificate_id, COUNT(*) AS n FROM job_line_certificates WHERE certificate_id IN (SELECT value FROM json_each(?)) GROUP BY certificate_id',
  )
    .bind(JSON.stringify(certificates.map((certificate) => certificate.id)))
    .all<{ certificate_id: number; n: number }>();
  const view: CertificatesPageView = {
    search,
    certificates: certificates.slice(0, listed).map((certificate) => {
      const used = uses.results.find((row) => row.certificate_id === certificate.id)?.n ?? 0;
      return {
        id: certificate.id,
        heats: certificate.heats,
        grade: certificate.grade,
        product: certificate.product,
        fileName: certificate.file_name,
        url: adminPaths.certificate(certificate.id, 'file'),
        added: `Uploaded ${formatManilaTime(certificate.created_at)} by ${actorLabel(certificate.created_by, names)}`,
        uses: used === 0 ? null : `named on ${used} order ${used === 1 ? 'line' : 'lines'}`,
        stock: stock
          .filter((row) => row.certificate_id === certificate.id)
          .map((row) => ({
            label: stockItems.get(`${row.family}/${row.table_id}/${row.grade}`) ?? `${row.table_id}, ${row.grade}`,
            clearFields: { stock: `${row.family}/${row.table_id}/${row.grade}` },
          })),
      };
    }),
    more: certificates.length > listed,
    gradeSuggestions: [...materialGradeIds.map((grade) => grade.label), '310S', '321', '2205'],
    stockChoices: [...stockItems].map(([value, label]) => ({ value, label })),
    values: state.values ?? {},
    errors: state.errors ?? {},
    message:
      state.message ?? (outcomes.has(c.req.query('done') ?? '') ? { text: outcomes.get(c.req.query('done')!)!, tone: 'done' } : undefined),
    uploadLimits: `PDF, up to ${uploadLimitText}.`,
  };
  return adminPage(c, <CertificatesPage view={view} />, status);
}

certificateRoutes.get('/', screenAccess('certificates'), (c) => libraryPage(c));

certificateRoutes.post(
  '/',
  ownUploadLimit({
    maxSize: uploadLimitBytes + 64 * 1024,
    onError: (c) => c.text(`The certificate is larger than ${uploadLimitText}: scan it at a lower resolution and upload it again.`, 413),
  }),
  async (c) => {
    const fields = await formFields(c);
    const values = strings(fields);
    const errors: Record<string, string> = {};
    const heats = typedHeatNumbers(values.heats ?? '');
    if (heats.error) errors.heats = heats.error;
    const grade = (values.grade ?? '').trim().toUpperCase();
    if (!/^[0-9A-Z][0-9A-Z .-]{0,19}$/.test(grade)) errors.grade = 'Enter the grade as the certificate prints it, e.g. 304, 316L or 201.';
    const product = (values.product ?? '').trim().replace(/\s+/g, ' ');
    if (!product || product.length > 120 || hasInvisibleCharacters(product))
      errors.product = 'Describe the product in one line of up to 120 characters, e.g. Sheet 1.5 mm 4x8 2B.';
    const file = postedFile(fields.file);
    const checked = file
      ? await checkUpload(file, {
          fallbackName: 'certificate.pdf',
          types: { pdf: 'application/pdf' },
          says: {
            wrongType: (name) => `${name}: a certificate is uploaded as a PDF (scan a paper one to PDF).`,
            tooLarge: (name) => `${name} is larger than ${uploadLimitText}.`,
            notReal: (name) => `${name} does not look like a real PDF file.`,
          },
        })
      : { status: 400 as const, message: 'Choose the certificate’s PDF.' };
    if ('status' in checked) errors.file = checked.message;
    if (Object.keys(errors).length > 0 || 'status' in checked)
      return libraryPage(c, { values, errors }, 'status' in checked ? checked.status : 400);
    const { name: fileName, bytes } = checked;
    const r2Key = `${certificatesPrefix}${crypto.randomUUID()}.pdf`;
    await c.env.UPLOADS.put(r2Key, bytes, {
      httpMetadata: { contentType: 'application/pdf', contentDisposition: 'attachment' },
      customMetadata: { originalName: fileName },
    });
    const operator = c.get('operator');
    try {
      await insertCertificate(c.env.DB, {
        r2Key,
        fileName,
        size: bytes.byteLength,
        grade,
        product,
        heats: heats.heats,
        at: new Date().toISOString(),
        by: operator,
      });
    } catch (error) {
      await c.env.UPLOADS.delete(r2Key);
      throw error;
    }
    await recordDashboardAction(c.env.DB, {
      actor: operator,
      action: 'certificate-uploaded',
      detail: `${grade} ${product}, heat ${heats.heats.join(', ')}`,
    });
    return c.redirect(`${adminPaths.certificates}?heat=${encodeURIComponent(heats.heats[0]!)}&done=uploaded`, 303);
  },
);

certificateRoutes.get('/:certificateId{[0-9]+}/file', staffMay, async (c) => {
  const id = parseRecordId(c.req.param('certificateId'));
  const certificate = id === null ? null : await certificateById(c.env.DB, id);
  const object = certificate ? await c.env.UPLOADS.get(certificate.r2_key) : null;
  if (!certificate || !object) return c.text('No such certificate.', 404);
  return c.body(object.body, 200, downloadHeaders(certificate.file_name, 'application/pdf', object.size));
});

certificateRoutes.post('/:certificateId{[0-9]+}/delete', async (c) => {
  const id = parseRecordId(c.req.param('certificateId'));
  const certificate = id === null ? null : await certificateById(c.env.DB, id);
  if (!certificate)
    return libraryPage(c, { message: { text: 'That certificate is not in the library (deleted already?).', tone: 'warning' } }, 404);
  const used = await certificateUses(c.env.DB, certificate.id);
  if (used > 0 || !(await deleteCertificate(c.env.DB, certificate.id)))
    return libraryPage(
      c,
      {
        message: { text: `Heat ${certificate.heats.join(', ')} is named on order lines: take it off those lines first.`, tone: 'warning' },
      },
      409,
    );
  await c.env.UPLOADS.delete(certificate.r2_key);
  await recordDashboardAction(c.env.DB, {
    actor: c.get('operator'),
    action: 'certificate-deleted',
    detail: `${certificate.grade} ${certificate.product}, heat ${certificate.heats.join(', ')}`,
  });
  return c.redirect(`${adminPaths.certificates}?done=deleted`, 303);
});

/** The catalogue size and grade a form names ("family/table/grade"), or null. */
function stockItemOf(value: string | undefined) {
  const label = value ? stockItems.get(value) : undefined;
  if (!value || !label) return null;
  const [family, tableId, grade] = value.split('/') as [string, string, string];
  return { family, tableId, grade, label };
}

certificateRoutes.post('/stock', async (c) => {
  const values = strings(await formFields(c));
  const id = parseRecordId(values.certificate);
  const certificate = id === null ? null : await certificateById(c.env.DB, id);
  const stock = stockItemOf(values.stock);
  if (!certificate)
    return libraryPage(c, { message: { text: 'That certificate is not in the library (deleted already?).', tone: 'warning' } }, 404);
  if (!stock) return libraryPage(c, { message: { text: 'Choose a size and grade from the catalogue’s list.', tone: 'warning' } }, 400);
  const operator = c.get('operator');
  await setStockCertificate(c.env.DB, { ...stock, certificateId: certificate.id, at: new Date().toISOString(), by: operator });
  await recordDashboardAction(c.env.DB, {
    actor: operator,
    action: 'stock-certificate-set',
    detail: `${stock.label}: heat ${certificate.heats.join(', ')}`,
  });
  return c.redirect(`${adminPaths.certificates}?done=stock#certificate-${certificate.id}`, 303);
});

certificateRoutes.post('/stock/clear', async (c) => {
  const values = strings(await formFields(c));
  const stock = stockItemOf(values.stock);
  if (!stock) return libraryPage(c, { message: { text: 'Choose a size and grade from the catalogue’s list.', tone: 'warning' } }, 400);
  if (await clearStockCertificate(c.env.DB, stock))
    await recordDashboardAction(c.env.DB, { actor: c.get('operator'), action: 'stock-certificate-cleared', detail: stock.label });
  return c.redirect(`${adminPaths.certificates}?done=stock-cleared`, 303);
});
