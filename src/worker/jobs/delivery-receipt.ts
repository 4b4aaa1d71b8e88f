// A delivery's receipt: its document (the business as published now, the job, the quotation it
// came from, the trip's lines with their heat numbers, what is still to follow) and its PDF, made
// on each download from the rows (never stored), so it always shows the heats named since.
import { documentBusiness } from '../published-facts/document-business';
import { deliveryWindowInWords } from '../../shared/delivery-window';
import { quantityWithUnitText } from '../../shared/unit-words';
import type { WorkerEnv } from '../app-env';
import { leadById } from '../lead-records/leads';
import { loadQuotationPdf } from '../lazy-modules';
import { parseDocument, versionById } from '../quotation-records/store';
import { siteFacts } from '../published-facts/published';
import { downloadHeaders } from '../storage/file-download';
import type { DeliveryReceiptDocument } from './delivery-receipt-pdf';
import { certificatesOfJob } from './certificates';
import { deliveriesOfJob, isOpenDelivery } from './job-deliveries';
import { jobReference, linesOfJob, type JobRow } from './store';

/** J-2026-000012-D2: the job's reference and the trip's place among its deliveries. */
export const tripNumber = (job: Pick<JobRow, 'id' | 'created_at'>, deliveries: readonly { id: number }[], deliveryId: number) =>
  `${jobReference(job)}-D${deliveries.findIndex((delivery) => delivery.id === deliveryId) + 1}`;

async function receiptDocument(env: WorkerEnv, job: JobRow, deliveryId: number): Promise<DeliveryReceiptDocument | null> {
  const [deliveries, lines, certificates, version, lead, facts] = await Promise.all([
    deliveriesOfJob(env.DB, job.id),
    linesOfJob(env.DB, job.id),
    certificatesOfJob(env.DB, job.id),
    versionById(env.DB, job.version_id),
    leadById(env.DB, job.lead_id),
    siteFacts(env),
  ]);
  const delivery = deliveries.find((candidate) => candidate.id === deliveryId);
  if (!delivery || delivery.status === 'cancelled' || !version || !lead) return null;
  const onThisTrip = new Map(delivery.lines.map((line) => [line.job_line_id, line.quantity_milli]));
  // After this trip: what is not delivered and not on this trip (if it is still to go).
  const afterTrip = (line: (typeof lines)[number]) =>
    line.quantity_milli - line.delivered_milli - (isOpenDelivery(delivery) ? (onThisTrip.get(line.id) ?? 0) : 0);
  return {
    number: tripNumber(job, deliveries, delivery.id),
    business: documentBusiness(facts),
    customer: { name: lead.full_name, company: lead.company },
    jobReference: jobReference(job),
    quotationReference: parseDocument(version).reference,
    scheduledOn: delivery.scheduled_on,
    window: deliveryWindowInWords(delivery.window_from, delivery.window_until),
    address: delivery.address,
    driverName: delivery.driver_name,
    plateNumber: delivery.plate_number,
    lines: lines
      .filter((line) => onThisTrip.has(line.id))
      .map((line) => ({
        position: line.position,
        description: line.description,
        quantity: quantityWithUnitText(onThisTrip.get(line.id)!, line.unit),
        heats: certificates.filter((link) => link.job_line_id === line.id).map((link) => link.heat_number),
      })),
    toFollow: lines
      .filter((line) => afterTrip(line) > 0)
      .map((line) => ({
        position: line.position,
        description: line.description,
        quantity: quantityWithUnitText(afterTrip(line), line.unit),
      })),
  };
}

/** The receipt as a PDF download, or null when the trip is not the job's (or was cancelled). */
export async function receiptResponse(env: WorkerEnv, job: JobRow, deliveryId: number): Promise<Response | null> {
  const document = await receiptDocument(env, job, deliveryId);
  if (!document) return null;
  const { drawDeliveryReceiptPdf } = await loadQuotationPdf();
  const bytes = await drawDeliveryReceiptPdf(document);
  return new Response(bytes.slice(), {
    headers: {
      ...downloadHeaders(`Delivery receipt ${document.number}.pdf`, 'application/pdf', bytes.byteLength),
      'Cache-Control': 'no-store',
    },
  });
}
