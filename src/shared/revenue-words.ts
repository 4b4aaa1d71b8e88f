// How the overview and the weekly report word what leads brought: a wait in days and hours, a
// win rate, the pesos won per peso spent. The CSV exports write plain numbers.
import { formatPesos } from './quotation-money';

const hourMs = 60 * 60 * 1000;

const counted = (value: number, noun: string) => `${value} ${noun}${value === 1 ? '' : 's'}`;

/** A wait to the nearest hour: "under an hour", "5 hours", "1 day", "2 days 3 hours". */
export function durationInWords(ms: number): string {
  const hours = Math.round(ms / hourMs);
  if (hours < 1) return 'under an hour';
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  if (days === 0) return counted(rest, 'hour');
  return rest === 0 ? counted(days, 'day') : `${counted(days, 'day')} ${counted(rest, 'hour')}`;
}

/** "33.3%"; a share of nothing is no rate at all. */
export const winRateText = (rate: number | null) => (rate === null ? 'none quoted' : `${(rate * 100).toFixed(1)}%`);

/** What each peso spent brought back, to the centavo: "₱3.20". */
export const pesosPerPeso = (ratio: number) => formatPesos(Math.round(ratio * 100));

/** "₱3.20 won per ₱1 spent". */
export const wonPerPesoText = (wonPerPeso: number) => `${pesosPerPeso(wonPerPeso)} won per ₱1 spent`;

/** "1 lead", "3 leads". */
export const leadCount = (leads: number) => `${leads.toLocaleString('en-PH')} lead${leads === 1 ? '' : 's'}`;
