// Runs the worker's queue consumer on jobs, as the platform would after they were queued.
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { vi } from 'vitest';
import type { WorkerEnv } from '../../src/worker/app-env';
import type { DeliveryJob } from '../../src/worker/queue/delivery-job';
import worker from '../../src/worker/index';

/** The outcome per message; the test runtime does not report a retry's delay, so retry() is watched for it. */
export async function runJobs(jobs: { job: DeliveryJob; attempts: number }[], environment: WorkerEnv) {
  const batch = createMessageBatch<DeliveryJob>(
    'deliveries',
    jobs.map(({ job, attempts }, i) => ({ id: `job-${i}`, timestamp: new Date(), attempts, body: job })),
  );
  const retryDelays: (number | undefined)[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    vi.spyOn(message, 'retry').mockImplementation((options) => {
      retryDelays.push(options?.delaySeconds);
      retry(options);
    });
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, environment);
  return { ...(await getQueueResult(batch, ctx)), retryDelays };
}
