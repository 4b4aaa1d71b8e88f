-- Issue 36 (H1, L2): dashboard actions that leave no row of their own (the contract hold, a
-- follow-up done or moved, a download of personal data, a setting saved), one row each, for the
-- audit of who did what and, for the contract hold, the lead's timeline.
-- No foreign key to leads: the row outlives the lead's erasure, so who released a hold before the
-- retention sweep stays on record. It holds no personal data: the lead's number and reference only.
-- The actions are listed in src/worker/audit/dashboard-actions.ts (no CHECK: adding one would
-- mean rebuilding the table).
CREATE TABLE dashboard_actions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  -- Who did it: the signed-in person's email, as every other audit row names them.
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  lead_id INTEGER,
  -- The lead's reference (Q-2026-000123), kept readable after its erasure; '' when not about a lead.
  reference TEXT NOT NULL DEFAULT '',
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX dashboard_actions_at ON dashboard_actions (at);
CREATE INDEX dashboard_actions_lead ON dashboard_actions (lead_id);
