-- Issue 15: the Monday 8:00 Manila weekly report, one row per reported week (its Monday,
-- a Manila day): the cron firing twice, or on a later run of the same Monday, sends it once.
-- Whether it is sent at all is operator_settings 'weekly_report' (0012): turned off after the
-- cron queued it, the report is 'cancelled' instead of sent.
CREATE TABLE weekly_reports (
  week TEXT PRIMARY KEY CHECK (week GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  updated_at TEXT NOT NULL
);
