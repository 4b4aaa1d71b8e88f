// A new-lead alert or a reminder (a lead_alerts row) on one channel. The lead itself is never
// flagged: an alert that cannot go out does not stop the business notification or the lead.
import type { SendResult } from '../queue/send-result';
import { isChannelConfigured, smsNumbers } from '../alerts/alert-channels';
import { alertText, leadDashboardUrl, quotationAnswers, type QuotationAnswer } from '../alerts/alert-text';
import { quotationAlertEmail } from '../email/templates/QuotationAlert';
import { eventById, parseDocument, versionById } from '../quotation-records/store';
import { sendWebhookAlert } from '../alerts/alert-webhook';
import { sendSemaphoreSms } from '../alerts/semaphore';
import { sendTelegramMessage } from '../alerts/telegram';
import type { WorkerEnv } from '../app-env';
import { alertById, noteAlertWaiting, recordAlert, type LeadAlert } from '../lead-records/alerts';
import { leadById, type LeadRow } from '../lead-records/leads';
import { renderEmail } from '../email/render-email';
import { replyAddressFor } from '../email/reply-address';
import { leadReference } from '../../shared/quote-request';
import { sendToBusiness } from '../email/send-to-business';
import { leadReminderEmail } from '../email/templates/LeadReminder';
import { ownerLeadLine } from '../email/templates/owner-lead-line';
import { failedSend, type DeliveryHandler } from '../queue/handler';
import type { DeliveryJob } from '../queue/delivery-job';
import { pushEventOf } from '../alerts/push-notice';
import { fanOutAlert } from '../push/push-store';
import { enqueue } from '../queue/enqueue';
import { paymentById } from '../payments/store';
import { paymentAlertOpening } from '../payments/amounts';
import { drawingAnswerWords } from '../jobs/drawing-store';

const now = () => new Date().toISOString();

/** What a quotation alert is about: the customer's answer (its event) or the version about to expire. */
export async function quotationAbout(
  env: WorkerEnv,
  alert: LeadAlert,
): Promise<{ answer?: QuotationAnswer; version?: string; payment?: string; drawing?: string }> {
  if (alert.kind === 'quotation-answer') {
    const event = await eventById(env.DB, alert.sourceId);
    const version = event ? await versionById(env.DB, event.version_id) : null;
    const answer = event && Object.hasOwn(quotationAnswers, event.kind) ? (event.kind as QuotationAnswer) : undefined;
    const reference = version ? parseDocument(version).reference : undefined;
    const payment = event?.payment_id ? await paymentById(env.DB, event.payment_id) : null;
    return { answer, version: reference, ...(payment && reference ? { payment: paymentAlertOpening(payment, reference) } : {}) };
  }
  if (alert.kind === 'drawing-answer') return { drawing: (await drawingAnswerWords(env.DB, alert.sourceId)) ?? undefined };
  if (alert.kind === 'quotation-expiring') {
    const version = await versionById(env.DB, alert.sourceId);
    return { version: version ? parseDocument(version).reference : undefined };
  }
  return {};
}

/** A push alert becomes one notification per device that chose its event, each its own job. */
async function fanOutToDevices(env: WorkerEnv, alert: LeadAlert, answer: QuotationAnswer | undefined): Promise<SendResult> {
  const event = pushEventOf(alert.kind, answer);
  const pushIds = event ? await fanOutAlert(env.DB, alert.id, event, now()) : [];
  await enqueue(
    env,
    pushIds.map((pushId): DeliveryJob => ({ kind: 'push', pushId })),
  );
  return { ok: true };
}

async function sendOn(env: WorkerEnv, alert: LeadAlert, lead: LeadRow): Promise<SendResult> {
  const about = await quotationAbout(env, alert);
  if (alert.channel === 'push') return fanOutToDevices(env, alert, about.answer);
  const text = alertText(alert.kind, lead, env.SITE_URL, about);
  switch (alert.channel) {
    case 'sms':
      return sendSemaphoreSms({
        apiKey: env.SEMAPHORE_API_KEY!,
        numbers: smsNumbers(env),
        message: text,
        senderName: env.SEMAPHORE_SENDER_NAME,
      });
    case 'telegram':
      return sendTelegramMessage(env.TELEGRAM_BOT_TOKEN!, env.TELEGRAM_CHAT_ID!, text);
    case 'webhook':
      return sendWebhookAlert(env.ALERT_WEBHOOK_URL!, text);
    case 'email': {
      // Only reminders and quotations go by email: a new lead has its own business notification.
      const email =
        alert.kind === 'reminder'
          ? await renderEmail(leadReminderEmail, { lead: ownerLeadLine(lead, env.SITE_URL) })
          : await renderEmail(quotationAlertEmail, {
              headline: text.slice(0, text.indexOf(':')),
              what: text,
              url: leadDashboardUrl(env.SITE_URL, lead.id),
            });
      return sendToBusiness(env, email, `alert-${alert.id}`, lead.id, {
        replyTo: lead.email || undefined,
        cc: [replyAddressFor(leadReference(lead.id, lead.created_at), env)],
      });
    }
  }
}

export const alert: DeliveryHandler<{ kind: 'alert'; alertId: number }> = {
  name: 'alert',

  async send(env, job) {
    const alert = await alertById(env.DB, job.alertId);
    if (!alert || alert.status !== 'pending') return { kind: 'done' };
    const lead = await leadById(env.DB, alert.leadId);
    if (!lead) return { kind: 'done' };
    if (!isChannelConfigured(env, alert.channel)) {
      await noteAlertWaiting(
        env.DB,
        alert.id,
        now(),
        `Waiting: the ${alert.channel} channel is not configured; the cron sends it once it is.`,
      );
      return { kind: 'waiting-for-configuration' };
    }
    const result = await sendOn(env, alert, lead);
    if (!result.ok) return failedSend(result);
    await recordAlert(env.DB, alert.id, { status: 'sent', at: now(), attempted: true });
    return { kind: 'done' };
  },

  recordFailure: (env, job, { detail, attempted, final }) =>
    recordAlert(env.DB, job.alertId, { status: final ? 'failed' : 'pending', at: now(), attempted, detail }),
};
