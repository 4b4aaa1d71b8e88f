// The daily digest or the weekly report (a daily_digests or weekly_reports row), to the business.
import { isChannelConfigured } from '../alerts/alert-channels';
import { notePeriodicEmailWaiting, periodicEmailRow, recordPeriodicEmail } from '../email/periodic-email-store';
import type { PeriodicEmail } from '../email/periodic-email';
import { sendToBusiness } from '../email/send-to-business';
import type { DeliveryJob } from '../queue/delivery-job';
import { failedSend, type DeliveryHandler } from '../queue/handler';

const now = () => new Date().toISOString();

export function periodic(email: PeriodicEmail): DeliveryHandler<Extract<DeliveryJob, { period: string }>> {
  return {
    name: email.name,

    async send(env, { period }) {
      const row = await periodicEmailRow(env.DB, email.kind, period);
      if (!row || row.status !== 'pending') return { kind: 'done' };
      if (!isChannelConfigured(env, 'email')) {
        await notePeriodicEmailWaiting(env.DB, email.kind, period, now(), email.waitingNote);
        return { kind: 'waiting-for-configuration' };
      }
      const composed = await email.compose(env, period);
      if ('status' in composed) {
        await recordPeriodicEmail(env.DB, email.kind, period, {
          status: composed.status,
          at: now(),
          attempted: false,
          detail: composed.detail,
        });
        return { kind: 'done' };
      }
      const result = await sendToBusiness(env, composed, `${email.kind}-${period}`, null);
      if (!result.ok) return failedSend(result);
      await recordPeriodicEmail(env.DB, email.kind, period, { status: 'sent', at: now(), attempted: true });
      return { kind: 'done' };
    },

    // A failure left pending would be queued again by the sweep all period long; a final one is marked failed.
    recordFailure: (env, { period }, { detail, attempted, final }) =>
      recordPeriodicEmail(env.DB, email.kind, period, {
        status: final ? 'failed' : 'pending',
        at: now(),
        attempted,
        detail: detail.slice(0, 500),
      }),
  };
}
