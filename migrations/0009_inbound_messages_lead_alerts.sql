-- Issue 13: customers' replies that come back by email, alerts to the owner's phone and chat,
-- and the daily digest. Times are ISO 8601 in UTC. Rows about a lead go with it (ON DELETE
-- CASCADE: erasing a lead erases them; the R2 files of inbound attachments are deleted first).

-- Mail received by the email() handler for a lead (matched by the reference in the reply
-- address or the subject). `text` is plain text: HTML mail is reduced to text before storing.
CREATE TABLE inbound_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  -- 'reply' from a person, 'bounce' a delivery status notification (multipart/report).
  kind TEXT NOT NULL CHECK (kind IN ('reply', 'bounce')),
  from_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL
);

CREATE INDEX inbound_messages_lead ON inbound_messages (lead_id);

-- Every attachment of an inbound message. Accepted ones are in R2 at r2_key; the others keep
-- only their name, size and why they were not accepted (r2_key NULL).
CREATE TABLE inbound_attachments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  message_id INTEGER NOT NULL REFERENCES inbound_messages (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  r2_key TEXT,
  refused_reason TEXT
);

CREATE INDEX inbound_attachments_message ON inbound_attachments (message_id);

-- Alerts to the owner: one row per lead, kind and channel, sent through EMAIL_QUEUE with retries.
CREATE TABLE lead_alerts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  -- 'new-lead' at once; 'reminder' when the lead is still new after one working day.
  kind TEXT NOT NULL CHECK (kind IN ('new-lead', 'reminder')),
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms', 'telegram', 'webhook')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (lead_id, kind, channel)
);

CREATE INDEX lead_alerts_status ON lead_alerts (status, updated_at);

-- The 8:00 Manila digest of new and waiting leads, one row per Manila day: the cron firing
-- twice sends it once.
CREATE TABLE daily_digests (
  day TEXT PRIMARY KEY,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'empty')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  updated_at TEXT NOT NULL
);
