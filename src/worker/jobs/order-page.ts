// The customer's order page's data: the job behind an accepted quotation, as OrderView shows it.
// The customer sees the stages marked customer-facing (with the day each was reached), where the
// work stands now, the photos, the promised dates and the note; never internal notes or money
// beyond the payments section the quotation page already has.
import { customerDayInWords, customerTimeInWords, manilaDay } from '../../shared/business-time';
import type { OrderView } from '../../ui/order/order-view';
import { drawingsForJob } from './drawing-store';
import { orderDrawingsView } from './drawing-view';
import { eventsForJob } from './job-events';
import { photosOfJob } from './photos';
import { stageLists, stageOf } from './stages';
import { orderDeliveryViews } from './order-deliveries';
import { jobReference, type JobRow } from './store';

const dayWords = (iso: string) => customerDayInWords(manilaDay(new Date(iso)));

export async function orderView(
  db: D1Database,
  job: JobRow,
  pagePath: string,
  contact: OrderView['contact'],
  contactPerson: string | null,
): Promise<OrderView> {
  const [lists, events, photos, drawings] = await Promise.all([
    stageLists(db),
    eventsForJob(db, job.id),
    photosOfJob(db, job.id),
    drawingsForJob(db, job.id),
  ]);
  const stages = lists[job.kind];
  const reached = new Map<string, string>([[stages[0]?.key ?? '', job.created_at]]);
  for (const event of events) if (event.kind === 'stage') reached.set(event.detail, event.created_at);
  const at = stages.findIndex((stage) => stage.key === job.stage);
  const facing = stages.map((stage, index) => ({ stage, index })).filter(({ stage }) => stage.customerFacing);
  const lastReached = facing.filter(({ index }) => index <= at).at(-1)?.stage.key;
  return {
    reference: jobReference(job),
    stage: stageOf(stages, job.stage).label,
    timeline: facing.map(({ stage, index }) => {
      const when = index <= at ? reached.get(stage.key) : undefined;
      return { label: stage.label, reached: when ? dayWords(when) : index <= at ? 'Done' : null, current: stage.key === lastReached };
    }),
    photos: photos.map((photo) => ({
      src: `${pagePath}/photos/${photo.id}`,
      width: photo.width,
      height: photo.height,
      caption: photo.caption,
      added: customerTimeInWords(photo.created_at),
    })),
    promisedReady: job.promised_ready_on ? customerDayInWords(job.promised_ready_on) : null,
    promisedDelivery: job.promised_delivery_on ? customerDayInWords(job.promised_delivery_on) : null,
    deliveryWindow: job.delivery_window || null,
    note: job.customer_note || null,
    contactPerson,
    contact,
    closed: job.closed_at ? `Delivered ${dayWords(job.closed_at)}. Thank you for your order.` : null,
    ...(await orderDeliveryViews(db, job, pagePath)),
    drawings: orderDrawingsView(drawings, pagePath),
  };
}

/** The job an order-page link a notice carried leads to (by its token's SHA-256), or null. */
export async function versionIdOfOrderLink(db: D1Database, tokenHash: string): Promise<number | null> {
  return db
    .prepare('SELECT j.version_id FROM job_order_links l JOIN jobs j ON j.id = l.job_id WHERE l.token_hash = ?')
    .bind(tokenHash)
    .first<number>('version_id');
}
