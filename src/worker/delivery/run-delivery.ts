// The one runner every queued delivery goes through. A kind's handler sends its message and
// records a success or a wait; the runner owns the policy: attempts, backoff (never sooner than
// the service's Retry-After), giving up, and recording each failure through the handler.
import type { Logger } from '../../shared/logger';
import type { WorkerEnv } from '../app-env';
import type { DeliveryJob, DeliveryKind } from './delivery-job';

/** Attempts per message, retries included; wrangler.toml's max_retries allows one more so we decide, not the platform. */
export const maxAttempts = 6;

/** 1, 2, 4, 8, 16 minutes (about half an hour before a person is asked to step in), or longer if the service asks. */
export const retryDelaySeconds = (attempt: number, retryAfterSeconds = 0) =>
  Math.min(Math.max(60 * 2 ** (attempt - 1), retryAfterSeconds), 3600);

/** What one try at sending came to. */
type SendStep =
  | { kind: 'done' }
  | { kind: 'waiting-for-configuration' }
  | { kind: 'held-by-receipt-cap' }
  | { kind: 'failed'; retryable: boolean; detail: string; retryAfterSeconds?: number; attempted: boolean };

interface FailedTry {
  detail: string;
  /** The message reached the service (counted as an attempt), rather than failing before it could be sent. */
  attempted: boolean;
  /** The last try: record it as failed and flag whatever a person must see. */
  final: boolean;
}

export interface DeliveryHandler<Job extends DeliveryJob = DeliveryJob> {
  /** In log lines: "quote email". */
  name: string;
  /** Sends the job's message unless it is gone or no longer pending; records a success or a wait itself. */
  send(env: WorkerEnv, job: Job, logger: Logger): Promise<SendStep>;
  /** Records a failed try on the job's row. */
  recordFailure(env: WorkerEnv, job: Job, failure: FailedTry): Promise<void>;
}

export type DeliveryHandlers = { [Kind in DeliveryKind]: DeliveryHandler<Extract<DeliveryJob, { kind: Kind }>> };

/** A send the service refused or could not take: the runner decides whether to try again. */
export const failedSend = (result: { retryable: boolean; detail: string; retryAfterSeconds?: number }): SendStep => ({
  kind: 'failed',
  retryable: result.retryable,
  detail: result.detail,
  retryAfterSeconds: result.retryAfterSeconds,
  attempted: true,
});

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
