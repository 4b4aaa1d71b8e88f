// A new lead's business notification or visitor receipt (an email_deliveries row). A last
// failure flags the lead for a person: a quote request is never dropped.
import type { WorkerEnv } from '../app-env';
import { claimReceiptSlot, deliveryById, recordDelivery } from '../lead-records/email-deliveries';
import { leadById, quoteLinesForLeads } from '../lead-records/leads';
import { uploadsForLead } from '../storage/uploads';
import { businessNotification, visitorAcknowledgement } from '../email/quote-emails';
import { receiptsPerHour } from '../email/receipt-cap';
import { replyAddressFor } from '../email/reply-address';
import { leadReference } from '../../shared/quote-request';
import { emailTransport, sendEmail, sentUpdate } from '../email-transport/send-email';
import { siteFacts } from '../published-facts/published';
import { failedSend, type DeliveryHandler } from '../queue/handler';

const now = () => new Date().toISOString();

export const leadEmail: DeliveryHandler<{ kind: 'lead-email'; deliveryId: number }> = {
  name: 'quote email',

  async send(env: WorkerEnv, job, logger) {
    const delivery = await deliveryById(env.DB, job.deliveryId);
    if (!delivery || delivery.status !== 'pending') return { kind: 'done' };

    const transport = emailTransport(env);
    if (transport.kind === 'waiting') {
      await recordDelivery(env.DB, delivery.id, {
        status: 'pending',
        at: now(),
        outcome: 'waiting',
        detail: transport.detail,
        attempted: false,
      });
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
      replyAddress: replyAddressFor(leadReference(lead.id, lead.created_at), env),
      siteUrl: env.SITE_URL.replace(/\/$/, ''),
    };
    const email = await (delivery.kind === 'business' ? businessNotification(context) : visitorAcknowledgement(context));
    const result = await sendEmail(env, transport, email, `lead-${lead.id}-${delivery.kind}`, lead.id);
    if (result.kind === 'failed') return failedSend(result);
    await recordDelivery(env.DB, delivery.id, sentUpdate(result, now()));
    return { kind: 'done' };
  },

  recordFailure: (env, job, { detail, attempted, final }) =>
    recordDelivery(env.DB, job.deliveryId, {
      status: final ? 'failed' : 'pending',
      at: now(),
      outcome: final ? 'failed' : 'will retry',
      detail,
      attempted,
      needsAttention: final,
    }),
};
