-- Web Push to the dashboard's phones. A subscription is one browser on one device, kept with
-- who turned it on (`person`: the operator's sign-in name) and the events that device chose.
-- Push is an alert channel like SMS: its lead_alerts row fans out to the subscriptions that chose
-- the event. SQLite cannot change a CHECK in place, so the table is rebuilt (as in 0020).
CREATE TABLE lead_alerts_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('new-lead', 'reminder', 'customer-reply', 'follow-up', 'quotation-answer', 'quotation-expiring')),
  source_id INTEGER NOT NULL DEFAULT 0,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms', 'telegram', 'webhook', 'push')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (lead_id, kind, channel, source_id)
);
INSERT INTO lead_alerts_next SELECT id, lead_id, kind, source_id, channel, status, attempts, last_error, created_at, updated_at FROM lead_alerts;
DROP TABLE lead_alerts;
ALTER TABLE lead_alerts_next RENAME TO lead_alerts;
CREATE INDEX lead_alerts_status ON lead_alerts (status, updated_at);

CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  person TEXT NOT NULL,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  -- Comma-separated push events (src/shared/push-events.ts), e.g. 'new-lead,quotation-accepted'.
  events TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- One notification to one subscription: an alert's (alert_id) or a test (alert_id NULL).
-- Removed with its subscription when the push service says the subscription is gone.
CREATE TABLE push_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subscription_id INTEGER NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  alert_id INTEGER REFERENCES lead_alerts (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (subscription_id, alert_id)
);
