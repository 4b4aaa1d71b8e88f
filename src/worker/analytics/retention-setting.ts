// ANALYTICS_RETENTION_DAYS (wrangler.toml vars): how many Manila days of rollups are kept. A
// value that does not fit is refused: the default stays, the error is logged once and the
// dashboard overview lists it, so a typo never stops the nightly rollup.
import { oncePerIsolate, type VarProblem } from '../var-settings';
import { daysWithPreviousPeriod, presetDays } from './date-range';

/** The longest preset and the period it is compared with, a whole number of weeks earlier: 736. */
export const defaultRetentionDays = daysWithPreviousPeriod(Math.max(...presetDays));
/** Ten years: past that a typo is likelier than a wish. */
const maxRetentionDays = 3660;

export interface RetentionSettings {
  retentionDays: number;
  problems: VarProblem[];
}

export function readAnalyticsRetention(vars: Record<string, unknown>): RetentionSettings {
  const raw = vars.ANALYTICS_RETENTION_DAYS;
  if (raw === undefined || raw === '') return { retentionDays: defaultRetentionDays, problems: [] };
  const days = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (days >= 1 && days <= maxRetentionDays) return { retentionDays: days, problems: [] };
  return {
    retentionDays: defaultRetentionDays,
    problems: [
      {
        name: 'ANALYTICS_RETENTION_DAYS',
        value: String(raw),
        problem: `must be a whole number of days from 1 to ${maxRetentionDays}`,
        used: `${defaultRetentionDays} days`,
      },
    ],
  };
}

export const analyticsRetention = oncePerIsolate(readAnalyticsRetention);
