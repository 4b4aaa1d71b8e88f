// The one way onto DELIVERY_QUEUE: every producer calls enqueue(). It sends in batches the
// platform accepts: Cloudflare Queues refuses a sendBatch of more than 100 messages or 256 KB, and
// the sweep, the reminders and a push alert's fan-out can each have more than that (100 leads
// times four channels, a device per operator).
import type { WorkerEnv } from '../app-env';
import type { DeliveryJob } from './delivery-job';

/** Cloudflare Queues' limits on one sendBatch (developers.cloudflare.com/queues/platform/limits). */
export const queueBatchLimits = { messages: 100, bytes: 256 * 1000 };
/** Room for what the platform adds to each message's body in its count (content type, delay). */
const perMessageOverheadBytes = 100;

const jobBytes = (job: DeliveryJob) => new TextEncoder().encode(JSON.stringify(job)).byteLength + perMessageOverheadBytes;

/** The jobs in order, cut into batches of at most 100 messages and 256 KB each. */
export function jobBatches(jobs: readonly DeliveryJob[]): DeliveryJob[][] {
  const batches: DeliveryJob[][] = [];
  let batch: DeliveryJob[] = [];
  let bytes = 0;
  for (const job of jobs) {
    const size = jobBytes(job);
    if (batch.length === queueBatchLimits.messages || (batch.length > 0 && bytes + size > queueBatchLimits.bytes)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(job);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** Queues every job, one sendBatch per batch; a failed batch throws, and the jobs after it stay pending in D1 for the sweep. */
export async function enqueue(env: Pick<WorkerEnv, 'DELIVERY_QUEUE'>, jobs: readonly DeliveryJob[]): Promise<void> {
  for (const batch of jobBatches(jobs)) await env.DELIVERY_QUEUE.sendBatch(batch.map((body) => ({ body })));
}
