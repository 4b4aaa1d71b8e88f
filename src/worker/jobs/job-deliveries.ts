// SQL for a job's deliveries: one row per truck trip with the lines and quantities on it. A trip is
// scheduled, goes out, and is delivered when its photo comes in: the lines' delivered quantities
// grow in the same batch, guarded by the photo's own key so a double tap counts the goods once.
import type { ScheduledTrip, TripDetails } from './delivery-form';
import type { JobLineRow } from './store';

export const deliveryPhotosPrefix = 'job-deliveries/';

type DeliveryStatus = 'scheduled' | 'out' | 'delivered' | 'cancelled';

export interface DeliveryRow {
  id: number;
  job_id: number;
  lead_id: number;
  /** Manila day YYYY-MM-DD and window 'HH:MM' to 'HH:MM', Manila clock. */
  scheduled_on: string;
  window_from: string;
  window_until: string;
  address: string;
  driver_name: string;
  plate_number: string;
  status: DeliveryStatus;
  created_at: string;
  created_by: string;
  out_at: string | null;
  out_by: string | null;
  delivered_at: string | null;
  delivered_by: string | null;
  received_by: string;
  photo_r2_key: string | null;
  photo_content_type: string | null;
  photo_size: number | null;
  cancelled_at: string | null;
  cancelled_by: string | null;
  /** How many times it was edited: an edit names the revision its form showed (migration 0049). */
  revision: number;
  edited_at: string | null;
  edited_by: string | null;
}

interface DeliveryLineRow {
  delivery_id: number;
  job_line_id: number;
  quantity_milli: number;
}

export interface DeliveryWithLines extends DeliveryRow {
  lines: DeliveryLineRow[];
}

/** Still to come: scheduled or on the truck. */
export const isOpenDelivery = (delivery: Pick<DeliveryRow, 'status'>) => delivery.status === 'scheduled' || delivery.status === 'out';

/** A job's deliveries, oldest first, each with its lines. */
export async function deliveriesOfJob(db: D1Database, jobId: number): Promise<DeliveryWithLines[]> {
  const [deliveries, lines] = await db.batch([
    db.prepare('SELECT * FROM job_deliveries WHERE job_id = ? ORDER BY id').bind(jobId),
    db.prepare('SELECT dl.* FROM job_delivery_lines dl JOIN job_deliveries d ON d.id = dl.delivery_id WHERE d.job_id = ?').bind(jobId),
  ]);
  const lineRows = lines!.results as DeliveryLineRow[];
  return (deliveries!.results as DeliveryRow[]).map((delivery) => ({
    ...delivery,
    lines: lineRows.filter((line) => line.delivery_id === delivery.id),
  }));
}

/**
 * What of each line can still go on a new trip: ordered, less delivered, less what open trips
 * carry. Keyed by job line id.
 */
export function unscheduledMilli(lines: readonly JobLineRow[], deliveries: readonly DeliveryWithLines[]): Map<number, number> {
  const left = new Map(lines.map((line) => [line.id, Math.max(0, line.quantity_milli - line.delivered_milli)]));
  for (const delivery of deliveries.filter(isOpenDelivery))
    for (const line of delivery.lines) left.set(line.job_line_id, Math.max(0, (left.get(line.job_line_id) ?? 0) - line.quantity_milli));
  return left;
}

export interface NewDelivery extends ScheduledTrip {
  jobId: number;
  leadId: number;
  at: string;
  by: string;
}

/** The trip and its lines in one batch; `extra` (its timeline event) goes in the same batch. Returns its id. */
export async function insertDelivery(db: D1Database, delivery: NewDelivery, extra: D1PreparedStatement[]): Promise<number> {
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO job_deliveries (job_id, lead_id, scheduled_on, window_from, window_until, address, driver_name, plate_number, created_at, created_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(
        delivery.jobId,
        delivery.leadId,
        delivery.scheduledOn,
        delivery.windowFrom,
        delivery.windowUntil,
        delivery.address,
        delivery.driverName,
        delivery.plateNumber,
        delivery.at,
        delivery.by,
      ),
    db
      .prepare(
        `INSERT INTO job_delivery_lines (delivery_id, job_line_id, quantity_milli)
         SELECT (SELECT MAX(id) FROM job_deliveries WHERE job_id = ?), json_extract(value, '$.id'), json_extract(value, '$.milli') FROM json_each(?)`,
      )
      .bind(delivery.jobId, JSON.stringify(delivery.lines.map((line) => ({ id: line.jobLineId, milli: line.quantityMilli })))),
    ...extra,
  ]);
  return inserted!.results[0]!.id;
}

/** Scheduled -> out; false when it was not scheduled (out already, delivered or cancelled). */
export async function markOut(
  db: D1Database,
  delivery: DeliveryRow,
  by: string,
  at: string,
  extra: D1PreparedStatement[],
): Promise<boolean> {
  const [moved] = await db.batch([
    db
      .prepare("UPDATE job_deliveries SET status = 'out', out_at = ?, out_by = ? WHERE id = ? AND status = 'scheduled'")
      .bind(at, by, delivery.id),
    ...extra,
  ]);
  return moved!.meta.changes === 1;
}

/**
 * The trip's day, window, address, driver and plate changed, if it is still open and still at the
 * revision the edit's form showed; `extra` (its event, its notice) runs in the same batch only when
 * it did. False when it was not (someone changed it since, or it was delivered or cancelled).
 */
export async function editDelivery(
  db: D1Database,
  delivery: Pick<DeliveryRow, 'id'>,
  details: TripDetails,
  revision: number,
  by: string,
  at: string,
  extra: (guard: { sql: string; binds: unknown[] }) => D1PreparedStatement[],
): Promise<boolean> {
  const guard = {
    sql: 'EXISTS (SELECT 1 FROM job_deliveries WHERE id = ? AND revision = ? AND edited_at = ? AND edited_by = ?)',
    binds: [delivery.id, revision + 1, at, by],
  };
  const [edited] = await db.batch([
    db
      .prepare(
        `UPDATE job_deliveries SET scheduled_on = ?, window_from = ?, window_until = ?, address = ?, driver_name = ?, plate_number = ?,
           revision = revision + 1, edited_at = ?, edited_by = ?
         WHERE id = ? AND revision = ? AND status IN ('scheduled', 'out')`,
      )
      .bind(
        details.scheduledOn,
        details.windowFrom,
        details.windowUntil,
        details.address,
        details.driverName,
        details.plateNumber,
        at,
        by,
        delivery.id,
        revision,
      ),
    ...extra(guard),
  ]);
  return edited!.meta.changes === 1;
}

/** Scheduled or out -> cancelled; false when it was delivered or cancelled already. */
export async function cancelDelivery(db: D1Database, delivery: DeliveryRow, by: string, at: string): Promise<boolean> {
  const result = await db
    .prepare(
      "UPDATE job_deliveries SET status = 'cancelled', cancelled_at = ?, cancelled_by = ? WHERE id = ? AND status IN ('scheduled', 'out')",
    )
    .bind(at, by, delivery.id)
    .run();
  return result.meta.changes === 1;
}

export interface DeliveredPhoto {
  r2Key: string;
  contentType: string;
  size: number;
  receivedBy: string;
}

/**
 * Marks the trip delivered with its photo and adds its quantities to the job's lines, all in one
 * batch; every statement after the first runs only if the first wrote this photo's key, so of two
 * posts at once one counts. `extra` statements are guarded the same way. False when it was not open.
 */
export async function markDelivered(
  db: D1Database,
  delivery: DeliveryRow,
  photo: DeliveredPhoto,
  by: string,
  at: string,
  extra: (guard: { sql: string; binds: unknown[] }) => D1PreparedStatement[],
): Promise<boolean> {
  const guard = { sql: 'EXISTS (SELECT 1 FROM job_deliveries WHERE id = ? AND photo_r2_key = ?)', binds: [delivery.id, photo.r2Key] };
  const [marked] = await db.batch([
    db
      .prepare(
        `UPDATE job_deliveries SET status = 'delivered', delivered_at = ?, delivered_by = ?, received_by = ?, photo_r2_key = ?, photo_content_type = ?, photo_size = ?
         WHERE id = ? AND status IN ('scheduled', 'out')`,
      )
      .bind(at, by, photo.receivedBy, photo.r2Key, photo.contentType, photo.size, delivery.id),
    db
      .prepare(
        `UPDATE job_lines SET delivered_milli = MIN(quantity_milli, delivered_milli + (SELECT quantity_milli FROM job_delivery_lines WHERE delivery_id = ? AND job_line_id = job_lines.id))
         WHERE id IN (SELECT job_line_id FROM job_delivery_lines WHERE delivery_id = ?) AND ${guard.sql}`,
      )
      .bind(delivery.id, delivery.id, ...guard.binds),
    ...extra(guard),
  ]);
  return marked!.meta.changes === 1;
}

/** Closes the job once every line is delivered in full; true when this call closed it. */
export async function closeIfAllDelivered(db: D1Database, jobId: number, at: string): Promise<boolean> {
  const result = await db
    .prepare(
      'UPDATE jobs SET closed_at = ? WHERE id = ? AND closed_at IS NULL AND NOT EXISTS (SELECT 1 FROM job_lines WHERE job_id = ? AND delivered_milli < quantity_milli)',
    )
    .bind(at, jobId, jobId)
    .run();
  return result.meta.changes === 1;
}

export const allDelivered = (lines: readonly JobLineRow[]) => lines.every((line) => line.delivered_milli >= line.quantity_milli);
