import { useSite } from '../site-context';

/**
 * The week's opening hours as the worker grouped them (site config), then the closures and
 * temporary hours it picked for now: no hours code in the bundle.
 */
export function HoursList({ className }: { className: string }) {
  const { hoursRows, hoursNotes } = useSite();
  return (
    <>
      <dl className={className}>
        {hoursRows.map((row) => (
          <div key={row.days}>
            <dt>{row.days}</dt>
            <dd>{row.hours}</dd>
          </div>
        ))}
      </dl>
      {hoursNotes.length > 0 && (
        <dl className={`${className} hours-notes`} aria-label="Closures and special hours">
          {hoursNotes.map((row) => (
            <div key={row.days}>
              <dt>{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
