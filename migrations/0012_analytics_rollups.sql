-- Issue 15: analytics history beyond Analytics Engine's three months. A nightly cron rolls each
-- finished Manila day up into these tables (src/worker/analytics/rollup*.ts); the overview reads
-- past days from here and only today from Analytics Engine (or the local table in development).

-- Entry page views carry the visit's campaign, and each page view says whether it began a
-- session (src/worker/analytics/columns.ts, blob12-blob14).
ALTER TABLE analytics_events_local ADD COLUMN medium TEXT NOT NULL DEFAULT '';
ALTER TABLE analytics_events_local ADD COLUMN campaign TEXT NOT NULL DEFAULT '';
ALTER TABLE analytics_events_local ADD COLUMN entry TEXT NOT NULL DEFAULT '';

-- One row per rolled-up Manila day: its totals, and the day's distinct visitors as a
-- HyperLogLog sketch (visitors of a range are the merged sketches, not a sum of days). A day is
-- rolled up when it has a row here, even with no traffic, so catch-up knows what is missing.
CREATE TABLE analytics_days (
  day TEXT PRIMARY KEY CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  page_views INTEGER NOT NULL,
  visitors INTEGER NOT NULL,
  sessions INTEGER NOT NULL,
  visitor_sketch BLOB NOT NULL,
  -- 'analytics-engine' or 'local': where the day was read from.
  source TEXT NOT NULL,
  rolled_up_at TEXT NOT NULL
) WITHOUT ROWID;

-- A day's counts per dimension (rollup.ts rollupDimensions) and key, e.g. ('route', '/contact'),
-- ('referrer', 'google'), ('conversion', 'whatsapp_click', detail = the visit's source),
-- ('funnel', 'contact'). Which of page_views / sessions / events a dimension fills is in rollup.ts.
CREATE TABLE analytics_daily (
  dimension TEXT NOT NULL,
  day TEXT NOT NULL REFERENCES analytics_days (day) ON DELETE CASCADE,
  key TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '',
  page_views INTEGER NOT NULL DEFAULT 0,
  sessions INTEGER NOT NULL DEFAULT 0,
  events INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (dimension, day, key, detail)
) WITHOUT ROWID;
CREATE INDEX analytics_daily_day ON analytics_daily (day);

-- Sessions per campaign (the entry page view's utm_source / utm_medium / utm_campaign).
CREATE TABLE analytics_daily_campaigns (
  day TEXT NOT NULL REFERENCES analytics_days (day) ON DELETE CASCADE,
  source TEXT NOT NULL,
  medium TEXT NOT NULL,
  campaign TEXT NOT NULL,
  sessions INTEGER NOT NULL,
  PRIMARY KEY (day, source, medium, campaign)
) WITHOUT ROWID;

-- Settings the operators change from the dashboard (not facts the site publishes), e.g.
-- ('weekly_report', 'off'). A missing row means the default in code.
CREATE TABLE operator_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);
