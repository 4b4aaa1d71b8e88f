// Sends one queued quote email and records the outcome on the lead. The queue retries with
// backoff; after the last attempt the lead is flagged for a person, never dropped.
import type { Logger } from '../../shared/logger';
import type { WorkerEnv } from '../app-env';
import { siteFacts } from '../site-facts/published';
import { claimReceiptSlot, deliveryById, recordDelivery } from '../db/email-deliveries';
import { leadById } from '../db/leads';
import { quoteLinesForLeads } from '../db/leads';
import { uploadsForLead } from '../db/uploads';
import { businessNotification, visitorAcknowledgement } from './quote-emails';
import { receiptsPerHour } from './receipt-cap';
import { emailTransport, sendEmail, sentUpdate } from './send-email';
import type { QuoteEmailJob } from './email-job';

/** Attempts per email, retries included; wrangler.toml's max_retries allows one more so we decide, not the platform. */
export const emailMaxAttempts = 6;

export type DeliveryOutcome =
  | { kind: 'done' }
  | { kind: 'retry'; delaySeconds: number }
  | { kind: 'waiting-for-configuration' }
  | { kind: 'held-by-receipt-cap' };

/** 1, 2, 4, 8, 16 minutes: about half an hour in all before a person is asked to step in. */
export const retryDelaySeconds = (attempt: number) => Math.min(60 * 2 ** (attempt - 1), 3600);

/**
 * One message, on its own: whatever goes wrong with it (a row that cannot be rendered, a D1
 * fault) is retried with backoff and, after the last attempt, flags its lead, while the other
 * messages of the batch go on.
 */
export async function deliverQuoteEmail(env: WorkerEnv, job: QuoteEmailJob, attempt: number, logger: Logger): Promise<DeliveryOutcome> {
  try {
    return await attemptDelivery(env, job, attempt, logger);
  } catch (error) {
    logger.error('quote email failed before it could be sent or recorded', { deliveryId: job.deliveryId, attempt, error: String(error) });
    if (attempt >= emailMaxAttempts) {
      const flagged = await recordDelivery(env.DB, job.deliveryId, {
        status: 'failed',
        at: new Date().toISOString(),
        outcome: 'failed',
        detail: `The email could not be prepared or recorded: ${String(error)}`,
        attempted: false,
        needsAttention: true,
      })
        .then(() => true)
        .catch(() => false);
      // If even that fails, the platform's one extra attempt tries again; after it the cron sweep.
      if (flagged) return { kind: 'done' };
    }
    return { kind: 'retry', delaySeconds: retryDelaySeconds(attempt) };
  }
}

async function attemptDelivery(env: WorkerEnv, job: QuoteEmailJob, attempt: number, logger: Logger): Promise<DeliveryOutcome> {
  const now = () => new Date().toISOString();
  const delivery = await deliveryById(env.DB, job.deliveryId);
  if (!delivery || delivery.status !== 'pending') return { kind: 'done' };

  const transport = emailTransport(env);
  if (transport.kind === 'waiting') {
    await recordDelivery(env.DB, delivery.id, { status: 'pending', at: now(), outcome: 'waiting', detail: transport.detail, attempted: false });
    return { kind: 'waiting-for-configuration' };
  }

  const lead = await leadById(env.DB, delivery.lead_id);
  if (!lead) return { kind: 'done' };
  if (delivery.kind === 'visitor') {
    const perHour = receiptsPerHour(env, logger);
    if (!(await claimReceiptSlot(env.DB, delivery.id, new Date(), perHour))) {
      await recordDelivery(env.DB, delivery.id, {
        status: 'pending',
        at: now(),
        outcome: 'waiting',
        detail: `Held back: the cap of ${perHour} receipts an hour (RECEIPTS_PER_HOUR) is reached. The cron sweep sends it when the hour has room.`,
        attempted: false,
      });
      return { kind: 'held-by-receipt-cap' };
    }
  }
  const facts = await siteFacts(env);
  const context = {
    lead,
    attachments: await uploadsForLead(env.DB, lead.id),
    lines: await quoteLinesForLeads(env.DB, [lead.id]),
    business: facts.business,
    closures: facts.closures,
    from: env.EMAIL_FROM,
    siteUrl: env.SITE_URL.replace(/\/$/, ''),
  };
  const email = await (delivery.kind === 'business' ? businessNotification(context) : visitorAcknowledgement(context));
  const result = await sendEmail(env, transport, email, `lead-${lead.id}-${delivery.kind}`, lead.id);

  if (result.kind !== 'failed') {
    await recordDelivery(env.DB, delivery.id, sentUpdate(result, now()));
    return { kind: 'done' };
  }
  const lastAttempt = !result.retryable || attempt >= emailMaxAttempts;
  await recordDelivery(env.DB, delivery.id, {
    status: lastAttempt ? 'failed' : 'pending',
    at: now(),
    outcome: lastAttempt ? 'failed' : 'will retry',
    detail: result.detail,
    attempted: true,
    needsAttention: lastAttempt,
  });
  return lastAttempt ? { kind: 'done' } : { kind: 'retry', delaySeconds: retryDelaySeconds(attempt) };
}
