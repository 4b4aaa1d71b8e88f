// What the dashboard's history page lists: rows as D1 returns them (src/worker/published-facts/store.ts).

export type SiteFactsAction = 'draft_saved' | 'published' | 'reverted' | 'photo_stored';

export interface PublishRow {
  version: number;
  published_at: string;
  operator: string;
  summary: string;
  reverted_to: number | null;
}

export interface AuditRow {
  id: number;
  at: string;
  operator: string;
  action: SiteFactsAction;
  section: string | null;
  detail: string;
}
