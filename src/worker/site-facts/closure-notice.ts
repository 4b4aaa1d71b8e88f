// The notice a closure writes in one tap: "Closed 24–26 December 2026 for Christmas. Quotes sent then
// are answered on the 27th.", running from now until the closure ends.
import { closedDays as holidays } from '../../content/holidays';
import { addDays, customerDayInWords, customerDaysInWords } from '../../shared/business-time';
import { dayHoursText, weekdays } from '../../shared/opening-hours';
import { closedDates, type Closure, type Notice, type SiteFacts } from '../../shared/site-facts';

/** The first day after the closure the workshop opens: not a weekly closed day, a holiday or another closure. */
function nextOpenDay(facts: SiteFacts, closure: Closure): string {
  const closed = new Set([...holidays.map((day) => day.date), ...closedDates(facts)]);
  let day = addDays(closure.to, 1);
  for (let step = 0; step < 30; step++) {
    const weekday = weekdays[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;
    if (!closed.has(day) && facts.business.hours[weekday] !== null) break;
    day = addDays(day, 1);
  }
  return day;
}

const ordinal = (day: number) => {
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  return `${day}${suffix}`;
};

/** The notice for a closure, from `startsAt` (Manila wall clock) until the day after its last. */
export function noticeFromClosure(facts: SiteFacts, closure: Closure, startsAt: string): Notice {
  const dates = customerDaysInWords(closure.from, closure.to);
  const endsAt = `${addDays(closure.to, 1)}T00:00`;
  if (closure.hours) {
    return { text: `${dates}, ${closure.reason}: open ${dayHoursText(closure.hours)} only.`, link: null, startsAt, endsAt };
  }
  const open = nextOpenDay(facts, closure);
  const when = open.slice(0, 7) === closure.to.slice(0, 7) ? `the ${ordinal(Number(open.slice(8)))}` : customerDayInWords(open);
  return { text: `Closed ${dates} for ${closure.reason}. Quotes sent then are answered on ${when}.`, link: null, startsAt, endsAt };
}
