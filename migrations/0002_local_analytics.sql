-- Analytics events for local development only. Miniflare's Analytics Engine binding stores
-- nothing, so under ENVIRONMENT=development the worker also writes each event here and the
-- dashboard reads it. Production never writes this table. Columns mirror the logical fields
-- of src/worker/analytics/columns.ts; ids are hashed, never the browser's raw ids.

CREATE TABLE analytics_events_local (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- When the worker received the event: ISO 8601 in UTC, like Analytics Engine's timestamp.
  timestamp TEXT NOT NULL,
  category TEXT NOT NULL,
  action TEXT NOT NULL,
  label TEXT NOT NULL DEFAULT '',
  path TEXT NOT NULL,
  country TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop')),
  referrer_host TEXT NOT NULL DEFAULT '',
  visitor_hash TEXT NOT NULL,
  session_hash TEXT NOT NULL,
  environment TEXT NOT NULL,
  value REAL NOT NULL DEFAULT 0,
  sent_at REAL NOT NULL
);

CREATE INDEX analytics_events_local_time ON analytics_events_local (timestamp);
