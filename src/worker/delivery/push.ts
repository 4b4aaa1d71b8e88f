// One push notification to one dashboard device (a push_deliveries row). A subscription the push
// service no longer knows (404, 410) is removed with its notifications.
import type { WorkerEnv } from '../app-env';
import { alertById, noteOnAlert } from '../lead-records/alerts';
import { leadById } from '../lead-records/leads';
import { leadNotice, pushEventOf, testNotice } from '../alerts/push-notice';
import { deleteSubscription, pushDeliveryById, recordPushDelivery, subscriptionById, type PushDeliveryRow } from '../push/push-store';
import { isPushConfigured, type PushNotice } from '../push/push-config';
import { loadPushSender } from '../lazy-modules';
import { quotationAbout } from './alert';
import { failedSend, type DeliveryHandler } from '../queue/handler';

const now = () => new Date().toISOString();

/** The notice, or null when its alert or lead is gone (nothing left to tell). */
async function noticeFor(env: WorkerEnv, delivery: PushDeliveryRow): Promise<PushNotice | null> {
  if (delivery.alert_id === null) return testNotice;
  const alert = await alertById(env.DB, delivery.alert_id);
  const lead = alert && (await leadById(env.DB, alert.leadId));
  if (!alert || !lead) return null;
  const event = pushEventOf(alert.kind, (await quotationAbout(env, alert)).answer);
  return event && leadNotice(event, lead);
}

export const push: DeliveryHandler<{ kind: 'push'; pushId: number }> = {
  name: 'push notification',

  async send(env, job) {
    const delivery = await pushDeliveryById(env.DB, job.pushId);
    if (!delivery || delivery.status !== 'pending') return { kind: 'done' };
    if (!isPushConfigured(env)) {
      await recordPushDelivery(env.DB, delivery.id, {
        status: 'pending',
        at: now(),
        attempted: false,
        detail: 'Waiting: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not all set.',
      });
      return { kind: 'waiting-for-configuration' };
    }
    const subscription = await subscriptionById(env.DB, delivery.subscription_id);
    const notice = await noticeFor(env, delivery);
    if (!subscription || !notice) {
      await recordPushDelivery(env.DB, delivery.id, {
        status: 'failed',
        at: now(),
        attempted: false,
        detail: 'Nothing left to notify of.',
      });
      return { kind: 'done' };
    }
    const { sendPush } = await loadPushSender();
    const result = await sendPush(env, subscription, notice);
    if ('gone' in result) {
      // Its notification goes with it, so the alert keeps the word for the lead's timeline.
      if (delivery.alert_id !== null) await noteOnAlert(env.DB, delivery.alert_id, 'a phone had turned notifications off and was removed');
      await deleteSubscription(env.DB, { id: subscription.id });
      return { kind: 'done' };
    }
    if (!result.ok) return failedSend(result);
    await recordPushDelivery(env.DB, delivery.id, { status: 'sent', at: now(), attempted: true });
    return { kind: 'done' };
  },

  recordFailure: (env, job, { detail, attempted, final }) =>
    recordPushDelivery(env.DB, job.pushId, { status: final ? 'failed' : 'pending', at: now(), attempted, detail }),
};
