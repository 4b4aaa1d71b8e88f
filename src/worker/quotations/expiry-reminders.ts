// Run by the cron sweep: a quotation still unanswered two working days before it expires
// reminds the owner (never the customer) on every configured channel, once. The alert links to
// the lead's reply box filled with the follow-up template: one tap to send it. The overview's
// Needs action lists the same quotations, by the same rule, until they are answered, voided,
// revised or expired.
import { closedDays } from '../../content/holidays';
import { addDays, calendarDayInWords, manilaDay } from '../../shared/business-time';
import { weekdays } from '../../shared/opening-hours';
import { closedDates as ownerClosedDates } from '../../shared/site-facts';
import type { WeeklyHours } from '../../shared/opening-hours';
import { channelsFor } from '../alerts/alert-channels';
import { hasOpenedToday } from '../alerts/working-day';
import type { WorkerEnv } from '../app-env';
import type { DeliveryJob } from '../queue/delivery-job';
import { createAlerts } from '../lead-records/alerts';
import { siteFacts } from '../published-facts/published';
import type { SiteFacts } from '../../shared/site-facts';
import { enqueue } from '../queue/enqueue';

/** How many working days ahead of expiry the owner hears of it. */
const reminderWorkingDays = 2;

const isOpenDay = (day: string, hours: WeeklyHours, closed: ReadonlySet<string>) =>
  !closed.has(day) && hours[weekdays[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!] !== null;

/** The day to remind: the second open day before the last valid day (the valid day itself is the last chance, not a warning). */
function expiryReminderDay(validUntil: string, hours: WeeklyHours, closed: ReadonlySet<string>): string {
  let day = validUntil;
  let open = 0;
  for (let step = 0; step < 30 && open < reminderWorkingDays; step++) {
    day = addDays(day, -1);
    if (isOpenDay(day, hours, closed)) open++;
  }
  return day;
}

/** The days the business is closed: public holidays and the owner's own closures. */
const closedDaysOf = (facts: SiteFacts) => new Set([...closedDays.map((day) => day.date), ...ownerClosedDates(facts)]);

/** A sent quotation's newest revision, unanswered and not voided, that the owner should follow up now. */
export interface ExpiringQuotation {
  leadId: number;
  leadCreatedAt: string;
  fullName: string;
  company: string | null;
  revision: number;
  validUntil: string;
}

/**
 * Quotations whose last valid day is today, or whose reminder day (two working days before it)
 * has come: soonest first. An expired one (valid until yesterday) is no longer listed.
 */
export async function quotationsAboutToExpire(env: WorkerEnv, now: Date, limit: number): Promise<ExpiringQuotation[]> {
  const facts = await siteFacts(env);
  const closed = closedDaysOf(facts);
  const today = manilaDay(now);
  const { results } = await env.DB.prepare(
    `SELECT v.lead_id, v.revision, v.valid_until, l.created_at, l.full_name, l.company
     FROM quotation_versions v JOIN leads l ON l.id = v.lead_id
     WHERE v.response IS NULL AND v.voided_at IS NULL AND v.valid_until BETWEEN ? AND ? AND l.spam_reason IS NULL
       AND v.revision = (SELECT MAX(revision) FROM quotation_versions n WHERE n.quotation_id = v.quotation_id)
     ORDER BY v.valid_until, v.id LIMIT 100`,
  )
    .bind(today, addDays(today, 30))
    .all<{ lead_id: number; revision: number; valid_until: string; created_at: string; full_name: string; company: string | null }>();
  return results
    .filter((version) => expiryReminderDay(version.valid_until, facts.business.hours, closed) <= today)
    .slice(0, limit)
    .map((version) => ({
      leadId: version.lead_id,
      leadCreatedAt: version.created_at,
      fullName: version.full_name,
      company: version.company,
      revision: version.revision,
      validUntil: version.valid_until,
    }));
}

interface OpenVersion {
  id: number;
  lead_id: number;
  valid_until: string;
}

/** The alert ids queued. */
export async function remindOfExpiringQuotations(env: WorkerEnv, now: Date): Promise<number[]> {
  const facts = await siteFacts(env);
  const closed = closedDaysOf(facts);
  if (!hasOpenedToday(now, facts.business.hours, closed)) return [];
  const today = manilaDay(now);
  const { results } = await env.DB.prepare(
    `SELECT v.id, v.lead_id, v.valid_until FROM quotation_versions v
     WHERE v.response IS NULL AND v.voided_at IS NULL AND v.reminded_at IS NULL AND v.valid_until BETWEEN ? AND ?
       AND v.revision = (SELECT MAX(revision) FROM quotation_versions n WHERE n.quotation_id = v.quotation_id)
     ORDER BY v.valid_until LIMIT 100`,
  )
    .bind(today, addDays(today, 30))
    .all<OpenVersion>();
  const due = results.filter((version) => expiryReminderDay(version.valid_until, facts.business.hours, closed) <= today);
  const channels = channelsFor(env, 'quotation-expiring');
  const at = now.toISOString();
  const alertIds: number[] = [];
  for (const version of due) {
    const [marked] = await env.DB.batch([
      env.DB.prepare('UPDATE quotation_versions SET reminded_at = ? WHERE id = ? AND reminded_at IS NULL').bind(at, version.id),
      env.DB.prepare(
        `INSERT INTO quotation_events (version_id, lead_id, kind, created_at, actor, detail)
         SELECT ?, ?, 'reminder', ?, 'Website', ? WHERE EXISTS (SELECT 1 FROM quotation_versions WHERE id = ? AND reminded_at = ?)`,
      ).bind(version.id, version.lead_id, at, `Unanswered; valid until ${calendarDayInWords(version.valid_until)}.`, version.id, at),
    ]);
    if (marked!.meta.changes === 1)
      alertIds.push(...(await createAlerts(env.DB, version.lead_id, 'quotation-expiring', channels, at, version.id)));
  }
  await enqueue(
    env,
    alertIds.map((alertId): DeliveryJob => ({ kind: 'alert', alertId })),
  );
  return alertIds;
}
