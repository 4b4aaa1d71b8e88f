// Types for seed-analytics.mjs, for the tests that import it.
export function seedSql(options?: { days?: number; end?: string }): string;
export function seedAnalytics(options: { persistTo: string; days?: number; end?: string }): Promise<void>;
