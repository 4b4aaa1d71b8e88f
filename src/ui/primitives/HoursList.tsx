import type { Business } from '../../content/business';
import { hoursRows } from '../../shared/opening-hours';

/** The week's opening hours, consecutive days with the same hours on one row. */
export function HoursList({ business, className }: { business: Business; className: string }) {
  return (
    <dl className={className}>
      {hoursRows(business.hours).map((row) => (
        <div key={row.days}>
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
