// The customer's side of deliveries and certificates: the order page's two sections, and the
// downloads they link to (a trip's receipt, a certificate named on the order), each refused
// unless it belongs to the job behind the page's link.
import { customerDayInWords } from '../../shared/business-time';
import { deliveryWindowInWords } from '../../shared/delivery-window';
import { quantityWithUnitText } from '../../shared/unit-words';
import type { OrderCertificatesView, OrderDeliveriesView } from '../../ui/order/delivery-view';
import type { WorkerEnv } from '../app-env';
import { downloadHeaders } from '../storage/file-download';
import { certificateById, certificatesOfJob } from './certificates';
import { tripNumber } from './delivery-receipt';
import { deliveriesOfJob } from './job-deliveries';
import { linesOfJob, type JobRow } from './store';

const customerStatus = { scheduled: 'scheduled', out: 'on its way', delivered: 'delivered' } as const;

/** `path`: the order page's own path (/quotation/<token>), which the downloads hang under. */
export async function orderDeliveryViews(
  db: D1Database,
  job: JobRow,
  path: string,
): Promise<{ deliveries: OrderDeliveriesView; certificates: OrderCertificatesView }> {
  const [lines, deliveries, links] = await Promise.all([
    linesOfJob(db, job.id),
    deliveriesOfJob(db, job.id),
    certificatesOfJob(db, job.id),
  ]);
  const lineOf = (id: number) => lines.find((line) => line.id === id);
  const byCertificate = new Map<number, typeof links>();
  for (const link of links) byCertificate.set(link.certificate_id, [...(byCertificate.get(link.certificate_id) ?? []), link]);
  return {
    deliveries: {
      trips: deliveries
        .filter((trip) => trip.status !== 'cancelled')
        .map((trip) => ({
          number: tripNumber(job, deliveries, trip.id),
          status: customerStatus[trip.status as keyof typeof customerStatus],
          when: `${customerDayInWords(trip.scheduled_on)}, ${deliveryWindowInWords(trip.window_from, trip.window_until)}`,
          items: trip.lines.flatMap((tripLine) => {
            const line = lineOf(tripLine.job_line_id);
            return line ? [`${quantityWithUnitText(tripLine.quantity_milli, line.unit)}: ${line.description}`] : [];
          }),
          receiptUrl: `${path}/deliveries/${trip.id}/receipt`,
        })),
      toDeliver: lines
        .filter((line) => line.delivered_milli < line.quantity_milli)
        .map(
          (line) =>
            `Line ${line.position}, ${line.description}: ${quantityWithUnitText(line.quantity_milli - line.delivered_milli, line.unit)}`,
        ),
    },
    certificates: {
      certificates: [...byCertificate].map(([certificateId, certificateLinks]) => ({
        heats: [...new Set(certificateLinks.map((link) => link.heat_number))],
        about: `${certificateLinks[0]!.grade}, ${certificateLinks[0]!.product}`,
        lines: `for line ${[...new Set(certificateLinks.map((link) => lineOf(link.job_line_id)?.position))].join(', ')}`,
        url: `${path}/certificates/${certificateId}`,
      })),
    },
  };
}

/** A certificate named on one of the job's lines, as a download; null for any other. */
export async function orderCertificateResponse(env: WorkerEnv, job: JobRow, certificateId: number): Promise<Response | null> {
  const named = (await certificatesOfJob(env.DB, job.id)).some((link) => link.certificate_id === certificateId);
  const certificate = named ? await certificateById(env.DB, certificateId) : null;
  const object = certificate ? await env.UPLOADS.get(certificate.r2_key) : null;
  if (!certificate || !object) return null;
  return new Response(object.body, {
    headers: { ...downloadHeaders(certificate.file_name, 'application/pdf', object.size), 'Cache-Control': 'no-store' },
  });
}
