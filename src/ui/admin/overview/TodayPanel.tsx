// The overview's "Today so far": today from Manila midnight to now, each figure beside the same
// weekday last week up to the same time of day, so a morning is never weighed against a whole day.
import type { Compared, TodaySoFar } from '../../../shared/admin-overview';
import { calendarDayInWords, timeOfDay, weekdayInWords } from '../../../shared/business-time';
import { count } from './figures';
import { Headline, type HeadlineFigure } from './Headline';

export function TodayPanel({ today }: { today: TodaySoFar }) {
  const weekday = weekdayInWords(today.lastWeekDay);
  const figure = (label: string, { value, previous }: Compared): HeadlineFigure => ({
    label,
    current: value,
    previous,
    note: `${count(previous)} by this time last ${weekday}`,
  });
  const { traffic } = today;
  return (
    <section className="panel today" aria-labelledby="today-heading">
      <h2 id="today-heading">Today so far</h2>
      <p className="muted">{`${calendarDayInWords(today.day)}, midnight to ${timeOfDay(today.until)}, beside ${calendarDayInWords(today.lastWeekDay)} up to the same time.`}</p>
      {traffic === null && (
        <p className="notice notice--warning">
          Today's visitors, visits and page views could not be read just now: reload in a minute. Quote requests are counted from your
          leads.
        </p>
      )}
      <Headline
        figures={[
          ...(traffic
            ? [figure('Visitors', traffic.visitors), figure('Visits', traffic.sessions), figure('Page views', traffic.pageViews)]
            : []),
          figure('Quote requests', today.quoteRequests),
        ]}
      />
    </section>
  );
}
