// CSV export of a period's daily figures: one row per Manila day (admin/csv.ts rules).
import { conversionKinds, type ConversionKind } from '../../shared/admin-overview';
import { funnelStepLabels, funnelSteps } from '../../shared/analytics-funnel';
import type { DayRange } from '../analytics/date-range';
import type { DayTraffic, PeriodDay } from '../analytics/period';
import { countCell, csvDocument, textCell } from './csv';

const conversionHeaders: Record<ConversionKind, string> = {
  quote: 'Quote requests',
  whatsapp: 'WhatsApp clicks',
  viber: 'Viber clicks',
  messenger: 'Messenger clicks',
  phone: 'Phone clicks',
  email: 'Email clicks',
};

/** So a spreadsheet tells a quiet day from a day without figures. */
const trafficWords: Record<DayTraffic, string> = {
  stored: 'stored',
  live: 'read live',
  unreadable: 'could not be read',
  none: 'none stored',
};

type Column = [header: string, cell: (day: PeriodDay) => string];

const columns: Column[] = [
  ['Date (Manila)', (day) => textCell(day.date)],
  ['Traffic figures', (day) => textCell(trafficWords[day.traffic])],
  ['Visitors', (day) => countCell(day.visitors)],
  ['Visits', (day) => countCell(day.sessions)],
  ['Page views', (day) => countCell(day.pageViews)],
  ...conversionKinds.map((kind): Column => [conversionHeaders[kind], (day) => countCell(day.conversions[kind])]),
  ...funnelSteps.map((step): Column => [`Funnel: ${funnelStepLabels[step]}`, (day) => countCell(day.funnel[step])]),
];

export function analyticsCsv(days: PeriodDay[]): string {
  return csvDocument([columns.map(([header]) => textCell(header)), ...days.map((day) => columns.map(([, cell]) => cell(day)))]);
}

export const analyticsCsvFileName = (range: DayRange) => `analytics-${range.from}-to-${range.to}.csv`;
