// The overview's CSV exports: one table each, chosen by `table` on /admin/analytics.csv with the period's query.
import { adminPaths } from './admin-paths';

export const analyticsCsvTables = ['days', 'sources', 'campaigns', 'spend'] as const;
export type AnalyticsCsvTable = (typeof analyticsCsvTables)[number];

export const analyticsCsvTitles: Record<AnalyticsCsvTable, string> = {
  days: 'the daily figures',
  sources: 'leads by source',
  campaigns: 'campaigns',
  spend: 'campaign spend',
};

export const isAnalyticsCsvTable = (value: string | undefined): value is AnalyticsCsvTable =>
  analyticsCsvTables.some((table) => table === value);

/** The daily figures keep their address without `table`, so links saved before still work. */
export const analyticsCsvPath = (table: AnalyticsCsvTable, periodQuery: string) =>
  `${adminPaths.overview}/analytics.csv?${periodQuery}${table === 'days' ? '' : `&table=${table}`}`;
