import type { HoursRow } from '../../shared/opening-hours';
import { useSite } from '../site-context';

/**
 * The week's opening hours as the worker grouped them, then, in a list of their own, the closures
 * and temporary hours it picked for now (src/worker/published-facts/public-hours.ts).
 */
export function HoursLists({ rows, notes, className }: { rows: readonly HoursRow[]; notes: readonly HoursRow[]; className: string }) {
  return [rows, notes].map(
    (list, index) =>
      list.length > 0 && (
        <dl key={index} className={index === 0 ? className : `${className} hours-notes`}>
          {list.map((row) => (
            <div key={row.days}>
              <dt>{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
      ),
  );
}

/** The hours from the site config: no hours code in the bundle. */
export function HoursList({ className }: { className: string }) {
  const { hoursRows, hoursNotes } = useSite();
  return <HoursLists rows={hoursRows} notes={hoursNotes} className={className} />;
}
