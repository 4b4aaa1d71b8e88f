// Where a lead stands, in the order the dashboard offers them. The leads table's CHECK constraint
// lists the same (migrations/0001_quote_requests.sql; test/worker/lead-status.test.ts holds them together).
export const leadStatuses = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
