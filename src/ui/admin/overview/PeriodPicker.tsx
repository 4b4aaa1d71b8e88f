// The overview's period: preset links (7 to 365 days, this month, last month), a custom range form
// (GET /admin?from=&to=) and the chosen range in words with the period it is compared with.
import { isMonthPreset, periodQueryString, type OverviewData, type PeriodPreset } from '../../../shared/admin-overview';
import { periodInWords } from './figures';
import { adminPaths } from '../../../shared/admin-paths';

const presetNames = { 'this-month': 'This month', 'last-month': 'Last month' } as const;
const presetName = (preset: PeriodPreset) => (isMonthPreset(preset) ? presetNames[preset] : `${preset} days`);
/** What the period words start with: "Last 30 days: ", "This month so far: ". */
const presetWords = (preset: PeriodPreset) =>
  preset === 'this-month' ? 'This month so far' : isMonthPreset(preset) ? presetNames[preset] : `Last ${preset} days`;

interface PeriodPickerProps {
  presets: readonly PeriodPreset[];
  period: Pick<OverviewData, 'range' | 'preset' | 'previousRange'>;
  /** Today in Manila: the last day a range may end on. */
  today: string;
  /** Why the custom range asked for was refused (the page answers 400 and shows the default). */
  rangeError?: string;
  /** The custom range as typed, kept in the form when it was refused. */
  typed?: { from?: string; to?: string };
}

export function PeriodPicker({ presets, period, today, rangeError, typed }: PeriodPickerProps) {
  const from = typed?.from ?? period.range.from;
  const to = typed?.to ?? period.range.to;
  return (
    <section className="period" aria-labelledby="period-heading">
      <h2 id="period-heading" className="visually-hidden">
        Period
      </h2>
      <p className="period__words">{`${period.preset === null ? '' : `${presetWords(period.preset)}: `}${periodInWords(period.range, period.previousRange)}`}</p>
      <nav aria-label="Period" className="segmented">
        {presets.map((preset) => (
          <a
            key={preset}
            href={`${adminPaths.overview}?${periodQueryString({ preset, range: period.range })}`}
            aria-current={preset === period.preset ? 'page' : undefined}
          >
            {presetName(preset)}
          </a>
        ))}
      </nav>
      <details className="period__custom" open={period.preset === null || rangeError !== undefined}>
        <summary>Custom range</summary>
        {rangeError && (
          <p className="field-error" id="range-error" role="alert">
            {rangeError}
          </p>
        )}
        <form method="get" action={adminPaths.overview} className="range-form">
          {(['from', 'to'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`range-${name}`}>{name === 'from' ? 'From' : 'To'}</label>
              <input
                id={`range-${name}`}
                type="date"
                name={name}
                defaultValue={name === 'from' ? from : to}
                max={today}
                required
                aria-invalid={rangeError ? true : undefined}
                aria-describedby={rangeError ? 'range-error' : undefined}
              />
            </div>
          ))}
          <button type="submit">Show</button>
        </form>
      </details>
    </section>
  );
}
