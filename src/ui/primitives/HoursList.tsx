import { useSite } from '../site-context';

/**
 * The week's opening hours as the worker grouped them (site config), then, in a list of their
 * own, the closures and temporary hours it picked for now: no hours code in the bundle.
 */
export function HoursList({ className }: { className: string }) {
  const { hoursRows, hoursNotes } = useSite();
  return [hoursRows, hoursNotes].map(
    (rows, notes) =>
      rows.length > 0 && (
        <dl key={notes} className={notes ? `${className} hours-notes` : className}>
          {rows.map((row) => (
            <div key={row.days}>
              <dt>{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
      ),
  );
}
