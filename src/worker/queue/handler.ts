// What a queued delivery's handler is: the contract between the runner (src/worker/delivery/run-delivery.ts)
// and each kind's handler, wherever the handler lives.
import type { Logger } from '../../shared/logger';
import type { WorkerEnv } from '../app-env';
import type { DeliveryJob, DeliveryKind } from './delivery-job';

/** What one try at sending came to. */
export type SendStep =
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
