import { useSite } from '../site-context';

/** The week's opening hours as the worker grouped them (site config): no hours code in the bundle. */
export function HoursList({ className }: { className: string }) {
  return (
    <dl className={className}>
      {useSite().hoursRows.map((row) => (
        <div key={row.days}>
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
