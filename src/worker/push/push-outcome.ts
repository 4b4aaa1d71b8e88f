// What a push alert came to, as the lead's timeline shows it: the alert only fans out, so what
// happened is in its notifications, one per phone that chose the event (push_deliveries).
import type { LeadAlert } from '../lead-records/alerts';
import type { PushOutcomeCounts } from './push-store';

const phones = (count: number) => (count === 1 ? '1 phone' : `${count} phones`);

export function pushAlertOutcome(alert: Pick<LeadAlert, 'status' | 'lastError'>, counts: PushOutcomeCounts | undefined) {
  if (alert.status !== 'sent') return { status: alert.status, detail: alert.lastError };
  const { sent, pending, failed, failure } = counts ?? { sent: 0, pending: 0, failed: 0, failure: null };
  if (sent + pending + failed === 0) return { status: 'unsent', detail: alert.lastError ?? 'no phone chose this event' };
  const detail = [
    sent > 0 && `to ${phones(sent)}`,
    pending > 0 && `${phones(pending)} waiting`,
    failed > 0 && `${phones(failed)} failed: ${failure ?? 'no reason recorded'}`,
    alert.lastError,
  ]
    .filter(Boolean)
    .join('; ');
  return { status: pending > 0 ? 'pending' : sent > 0 ? 'sent' : 'failed', detail };
}
