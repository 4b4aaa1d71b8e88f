// What changed between two versions of the site facts, in the owner's words: the history's
// "what changed" and the audit's detail.
import { calendarDayInWords, dayRangeInWords } from '../../shared/business-time';
import { addressText } from '../../content/business';
import { dayHoursText, dayName, weekdays } from '../../shared/opening-hours';
import type { SiteFacts } from '../../shared/site-facts';
import { availabilityChanges } from './availability';
import { quotationChanges } from './quotations';

type Business = SiteFacts['business'];

const businessFields: [label: string, read: (business: Business) => unknown][] = [
  ['name', (b) => b.name],
  ['phone', (b) => b.phone],
  ['email', (b) => b.email],
  ['address', (b) => addressText(b)],
  ['WhatsApp', (b) => b.whatsappNumber],
  ['Viber', (b) => b.viberNumber],
  ['Messenger', (b) => b.messengerPage],
  ['map location', (b) => `${b.latitude},${b.longitude}`],
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** e.g. ["phone: +63 917 123 4567 → +63 917 555 0000", "Saturday hours: … → …", "notice"]; empty when nothing changed. */
export function factChanges(before: SiteFacts, after: SiteFacts): string[] {
  const changes: string[] = [];
  for (const [label, read] of businessFields) {
    const [was, now] = [read(before.business), read(after.business)];
    if (!same(was, now)) changes.push(`${label}: ${String(was ?? 'none')} → ${String(now ?? 'none')}`);
  }
  for (const day of weekdays) {
    const [was, now] = [dayHoursText(before.business.hours[day]), dayHoursText(after.business.hours[day])];
    if (was !== now) changes.push(`${dayName(day)} hours: ${was} → ${now}`);
  }
  const closures = (facts: SiteFacts) =>
    new Map(
      facts.closures.map((closure) => [dayRangeInWords(closure.from, closure.to), `${closure.reason}: ${dayHoursText(closure.hours)}`]),
    );
  const [closedBefore, closedAfter] = [closures(before), closures(after)];
  for (const [dates, what] of closedAfter) if (closedBefore.get(dates) !== what) changes.push(`${dates} (${what})`);
  for (const dates of closedBefore.keys()) if (!closedAfter.has(dates)) changes.push(`usual hours again ${dates}`);
  const temporary = (facts: SiteFacts) =>
    facts.temporaryHours
      .map(
        (change) =>
          `${dayName(change.day)}s ${dayHoursText(change.hours)}${change.from ? ` from ${calendarDayInWords(change.from)}` : ''} until ${calendarDayInWords(change.until)}`,
      )
      .join(', ');
  if (temporary(before) !== temporary(after)) changes.push(`temporary hours: ${temporary(after) || 'none'}`);
  if (!same(before.notice, after.notice)) changes.push(after.notice ? `notice: ${after.notice.text}` : 'notice removed');
  if (!same(before.projects, after.projects))
    changes.push(after.projects ? `projects (${after.projects.length})` : 'projects back to the samples');
  changes.push(...availabilityChanges(before.availability, after.availability));
  changes.push(...quotationChanges(before.quotations, after.quotations));
  return changes;
}
