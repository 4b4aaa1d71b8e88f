// The overview's CSV exports (admin/csv.ts rules): a period's daily figures, one row per Manila
// day; its sources and campaigns with what their leads brought; the campaigns' spend.
import type { CampaignRow, CampaignSpendRow, LeadRevenue, SourceRow } from '../../shared/admin-overview';
import { conversionKinds, type ConversionKind } from '../../shared/admin-overview';
import type { AnalyticsCsvTable } from '../../shared/analytics-csv-tables';
import { funnelStepLabels, funnelSteps } from '../../shared/analytics-funnel';
import type { DayRange } from '../analytics/date-range';
import type { DayTraffic, PeriodDay, PeriodFigures } from '../analytics/period';
import { countCell, csvDocument, textCell } from '../admin/csv';

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

type Column<Row> = [header: string, cell: (row: Row) => string];

const dayColumns: Column<PeriodDay>[] = [
  ['Date (Manila)', (day) => textCell(day.date)],
  ['Traffic figures', (day) => textCell(trafficWords[day.traffic])],
  ['Visitors', (day) => countCell(day.visitors)],
  ['Visits', (day) => countCell(day.sessions)],
  ['Page views', (day) => countCell(day.pageViews)],
  ...conversionKinds.map((kind): Column<PeriodDay> => [conversionHeaders[kind], (day) => countCell(day.conversions[kind])]),
  ...funnelSteps.map((step): Column<PeriodDay> => [`Funnel: ${funnelStepLabels[step]}`, (day) => countCell(day.funnel[step])]),
];

/** Pesos with two decimals and no grouping, so a spreadsheet reads a number: 500000 -> 5000.00. */
function pesoCell(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new RangeError(`not an amount in centavos: ${centavos}`);
  return `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** A number with one decimal; empty where there is nothing to divide by. */
const decimalCell = (value: number | null) => (value === null ? '' : value.toFixed(1));

const hourMs = 60 * 60 * 1000;

function revenueColumns<Row extends LeadRevenue>(): Column<Row>[] {
  return [
    ['Leads', (row) => countCell(row.leads)],
    ['Quoted leads', (row) => countCell(row.quotedLeads)],
    ['Quoted (PHP, VAT included)', (row) => pesoCell(row.quotedCentavos)],
    ['Won leads', (row) => countCell(row.wonLeads)],
    ['Won (PHP)', (row) => pesoCell(row.wonCentavos)],
    ['Collected (PHP)', (row) => pesoCell(row.collectedCentavos)],
    ['Win rate (% of quoted leads)', (row) => decimalCell(row.winRate === null ? null : row.winRate * 100)],
    [
      'Median hours from request to first quotation',
      (row) => decimalCell(row.medianToQuotationMs === null ? null : row.medianToQuotationMs / hourMs),
    ],
  ];
}

const sourceColumns: Column<SourceRow>[] = [['Source', (row) => textCell(row.source)], ...revenueColumns<SourceRow>()];

const campaignColumns: Column<CampaignRow>[] = [
  ['Campaign', (row) => textCell(row.campaign)],
  ['Source', (row) => textCell(row.source)],
  ['Medium', (row) => textCell(row.medium)],
  ['Visits', (row) => countCell(row.visits)],
  ['Leads per visit (%)', (row) => decimalCell(row.conversionRate * 100)],
  ...revenueColumns<CampaignRow>(),
];

const spendColumns: Column<CampaignSpendRow>[] = [
  ['Campaign', (row) => textCell(row.campaign)],
  ['Months entered', (row) => textCell(row.months.map((month) => month.month).join(' '))],
  ['Spend in the period (PHP)', (row) => pesoCell(row.spendCentavos)],
  ['Leads', (row) => countCell(row.leads)],
  ['Cost per lead (PHP)', (row) => (row.costPerLeadCentavos === null ? '' : pesoCell(row.costPerLeadCentavos))],
  ['Won (PHP)', (row) => pesoCell(row.wonCentavos)],
  ['Won per peso spent', (row) => row.wonPerPeso.toFixed(2)],
  ['Collected (PHP)', (row) => pesoCell(row.collectedCentavos)],
  ['Spent per peso collected', (row) => (row.costPerPesoCollected === null ? '' : row.costPerPesoCollected.toFixed(2))],
];

const table = <Row>(columns: Column<Row>[], rows: readonly Row[]) =>
  csvDocument([columns.map(([header]) => textCell(header)), ...rows.map((row) => columns.map(([, cell]) => cell(row)))]);

/** One of the overview's tables of the period as CSV. */
export function analyticsCsv(figures: PeriodFigures, name: AnalyticsCsvTable): string {
  switch (name) {
    case 'days':
      return table(dayColumns, figures.daily);
    case 'sources':
      return table(sourceColumns, figures.leadsBySource);
    case 'campaigns':
      return table(campaignColumns, figures.campaigns);
    case 'spend':
      return table(spendColumns, figures.campaignSpend);
  }
}

export const analyticsCsvFileName = (range: DayRange, name: AnalyticsCsvTable) =>
  `analytics-${name === 'days' ? '' : `${name}-`}${range.from}-to-${range.to}.csv`;
