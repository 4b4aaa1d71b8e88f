// The one runner every queued delivery goes through. A kind's handler sends its message and
// records a success or a wait; the runner owns the policy: attempts, backoff (never sooner than
// the service's Retry-After), giving up, and recording each failure through the handler.
import type { Logger } from '../../shared/logger';
import type { WorkerEnv } from '../app-env';
import type { DeliveryJob } from '../queue/delivery-job';
import type { DeliveryHandler, DeliveryHandlers, SendStep } from '../queue/handler';

/** Attempts per message, retries included; wrangler.toml's max_retries allows one more so we decide, not the platform. */
export const maxAttempts = 6;

/** 1, 2, 4, 8, 16 minutes (about half an hour before a person is asked to step in), or longer if the service asks. */
export const retryDelaySeconds = (attempt: number, retryAfterSeconds = 0) =>
  Math.min(Math.max(60 * 2 ** (attempt - 1), retryAfterSeconds), 3600);

export type DeliveryOutcome = Exclude<SendStep, { kind: 'failed' }> | { kind: 'retry'; delaySeconds: number };

export async function runDelivery(
  handlers: DeliveryHandlers,
  env: WorkerEnv,
  job: DeliveryJob,
  attempt: number,
  logger: Logger,
): Promise<DeliveryOutcome> {
  const handler = handlers[job.kind] as DeliveryHandler;
  let step: SendStep;
  try {
    step = await handler.send(env, job, logger);
  } catch (error) {
    // A row that cannot be rendered, a D1 fault: retried like a failed send, while the batch's other messages go on.
    logger.error(`${handler.name} failed before it could be sent or recorded`, { job, attempt, error: String(error) });
    step = { kind: 'failed', retryable: true, detail: `It could not be prepared or recorded: ${String(error)}`, attempted: false };
  }
  if (step.kind !== 'failed') return step;

  const final = !step.retryable || attempt >= maxAttempts;
  try {
    await handler.recordFailure(env, job, { detail: step.detail, attempted: step.attempted, final });
  } catch (error) {
    // Unrecorded, the row stays pending: the queue tries again (past the last attempt, the
    // platform's one extra delivery), and after that the cron sweep queues it again.
    logger.error(`${handler.name} failure could not be recorded`, { job, attempt, error: String(error) });
    return { kind: 'retry', delaySeconds: retryDelaySeconds(attempt, step.retryAfterSeconds) };
  }
  if (!final) return { kind: 'retry', delaySeconds: retryDelaySeconds(attempt, step.retryAfterSeconds) };
  logger.error(`${handler.name} failed`, { job, attempt, detail: step.detail });
  return { kind: 'done' };
}
