// Which alert channels this deployment has: each is on when its secrets are set.
import type { WorkerEnv } from '../app-env';
import type { AlertChannel, AlertKind } from '../lead-records/alerts';
import { emailTransport } from '../email-transport/send-email';
import { isPushConfigured } from '../push/push-config';

/** Comma-separated numbers as people write them ("0917 123 4567"), in digits for Semaphore. */
export const smsNumbers = (env: WorkerEnv) =>
  (env.ALERT_SMS_NUMBERS ?? '')
    .split(',')
    .map((number) => number.replace(/[\s().-]/g, ''))
    .filter(Boolean);

const configured: Record<AlertChannel, (env: WorkerEnv) => boolean> = {
  email: (env) => emailTransport(env).kind !== 'waiting',
  sms: (env) => Boolean(env.SEMAPHORE_API_KEY) && smsNumbers(env).length > 0,
  telegram: (env) => Boolean(env.TELEGRAM_BOT_TOKEN && env.TELEGRAM_CHAT_ID),
  webhook: (env) => Boolean(env.ALERT_WEBHOOK_URL),
  push: isPushConfigured,
};

export const isChannelConfigured = (env: WorkerEnv, channel: AlertChannel) => configured[channel](env);

/**
 * A new lead already emails the business (its notification), and a customer's reply is forwarded
 * to its inbox, so their alerts go to the other channels, as a follow-up's does. The reminders
 * and a quotation's answer or expiry, which reach the business no other way, go to every channel.
 */
const everyChannel: readonly AlertKind[] = ['reminder', 'quotation-answer', 'quotation-expiring', 'drawing-answer'];
/** The kinds a dashboard phone can choose (src/worker/alerts/push-notice.ts); the push channel fans each out to the devices that did. */
const pushedKinds: readonly AlertKind[] = ['new-lead', 'customer-reply', 'follow-up', 'quotation-answer', 'drawing-answer'];

export function channelsFor(env: WorkerEnv, kind: AlertKind): AlertChannel[] {
  const channels: AlertChannel[] = everyChannel.includes(kind) ? ['email', 'sms', 'telegram', 'webhook'] : ['sms', 'telegram', 'webhook'];
  if (pushedKinds.includes(kind)) channels.push('push');
  return channels.filter((channel) => isChannelConfigured(env, channel));
}
