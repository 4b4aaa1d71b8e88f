-- A customer's email on a lead waits for an answer: set when the email() handler stores a reply
-- on the lead, cleared when an operator replies or changes the lead's status. The leads list
-- marks such leads and the dashboard's Leads tab counts them.
ALTER TABLE leads ADD COLUMN awaiting_reply_since TEXT;
CREATE INDEX leads_awaiting_reply ON leads (awaiting_reply_since) WHERE awaiting_reply_since IS NOT NULL;

-- A customer's reply alerts the owner like a new lead, once per received email, and a follow-up
-- once on its day: lead_alerts gains the kinds 'customer-reply' and 'follow-up' and `source_id`
-- (the inbound message's id, or the follow-up day as YYYYMMDD; 0 for the alerts a lead has
-- once). SQLite cannot change a CHECK in place, so the table is rebuilt.
CREATE TABLE lead_alerts_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('new-lead', 'reminder', 'customer-reply', 'follow-up')),
  source_id INTEGER NOT NULL DEFAULT 0,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms', 'telegram', 'webhook')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (lead_id, kind, channel, source_id)
);
INSERT INTO lead_alerts_next (id, lead_id, kind, channel, status, attempts, last_error, created_at, updated_at)
  SELECT id, lead_id, kind, channel, status, attempts, last_error, created_at, updated_at FROM lead_alerts;
DROP TABLE lead_alerts;
ALTER TABLE lead_alerts_next RENAME TO lead_alerts;
CREATE INDEX lead_alerts_status ON lead_alerts (status, updated_at);
