// Sends one queued alert and records the outcome on it. Retried with the emails' backoff; after
// the last attempt the alert is marked failed. The lead itself is never touched: an alert that
// cannot go out does not stop the business notification or the lead's status.
import type { Logger } from '../../shared/logger';
import type { WorkerEnv } from '../app-env';
import { alertById, noteAlertWaiting, recordAlert, type LeadAlert } from '../db/lead-alerts';
import { leadById, type LeadRow } from '../db/leads';
import { emailMaxAttempts, retryDelaySeconds, type DeliveryOutcome } from '../email/deliver-quote-email';
import { renderEmail } from '../email/render-email';
import { sendToBusiness } from '../email/send-to-business';
import { leadReminderEmail } from '../email/templates/LeadReminder';
import { leadSummary } from '../email/templates/lead-summary';
import { isChannelConfigured, smsNumbers } from './alert-channels';
import type { AlertSendResult } from './alert-send-result';
import { alertText } from './alert-text';
import { sendWebhookAlert } from './alert-webhook';
import { sendSemaphoreSms } from './semaphore';
import { sendTelegramMessage } from './telegram';

async function send(env: WorkerEnv, alert: LeadAlert, lead: LeadRow): Promise<AlertSendResult> {
  const text = alertText(alert.kind, lead, env.SITE_URL);
  switch (alert.channel) {
    case 'sms':
      return sendSemaphoreSms({ apiKey: env.SEMAPHORE_API_KEY!, numbers: smsNumbers(env), message: text, senderName: env.SEMAPHORE_SENDER_NAME });
    case 'telegram':
      return sendTelegramMessage(env.TELEGRAM_BOT_TOKEN!, env.TELEGRAM_CHAT_ID!, text);
    case 'webhook':
      return sendWebhookAlert(env.ALERT_WEBHOOK_URL!, text);
    case 'email':
      // Only reminders go by email: a new lead has its own business notification.
      return sendToBusiness(env, await renderEmail(leadReminderEmail, { lead: leadSummary(lead, env.SITE_URL) }), `alert-${alert.id}`, lead.id);
  }
}

export async function deliverAlert(env: WorkerEnv, alertId: number, attempt: number, logger: Logger): Promise<DeliveryOutcome> {
  const at = () => new Date().toISOString();
  try {
    const alert = await alertById(env.DB, alertId);
    if (!alert || alert.status !== 'pending') return { kind: 'done' };
    const lead = await leadById(env.DB, alert.leadId);
    if (!lead) return { kind: 'done' };
    if (!isChannelConfigured(env, alert.channel)) {
      await noteAlertWaiting(env.DB, alert.id, at(), `Waiting: the ${alert.channel} channel is not configured; the cron sends it once it is.`);
      return { kind: 'waiting-for-configuration' };
    }
    const result = await send(env, alert, lead);
    if (result.ok) {
      await recordAlert(env.DB, alert.id, { status: 'sent', at: at() });
      return { kind: 'done' };
    }
    const lastAttempt = !result.retryable || attempt >= emailMaxAttempts;
    await recordAlert(env.DB, alert.id, { status: lastAttempt ? 'failed' : 'pending', at: at(), detail: result.detail });
    if (lastAttempt) {
      logger.error('alert failed', { alertId, channel: alert.channel, detail: result.detail });
      return { kind: 'done' };
    }
    return { kind: 'retry', delaySeconds: Math.min(Math.max(retryDelaySeconds(attempt), result.retryAfterSeconds ?? 0), 3600) };
  } catch (error) {
    logger.error('alert could not be sent or recorded', { alertId, attempt, error: String(error) });
    return attempt >= emailMaxAttempts ? { kind: 'done' } : { kind: 'retry', delaySeconds: retryDelaySeconds(attempt) };
  }
}
