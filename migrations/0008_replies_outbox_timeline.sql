-- Issue 13 (replies): answers sent from the dashboard, the owner's reply templates, status
-- changes kept as events for the lead's timeline, and the local outbox of development.

-- Emails on a lead written by an operator (direction 'out'). Each is sent through the email
-- queue on its own, so it carries its own delivery state, updated like email_deliveries' by
-- the send attempts and Resend's webhooks.
CREATE TABLE lead_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  direction TEXT NOT NULL DEFAULT 'out' CHECK (direction IN ('out', 'in')),
  created_at TEXT NOT NULL,
  -- Who wrote it: the signed-in operator.
  sender TEXT NOT NULL,
  -- The reply template it started from (src/content/reply-templates.ts), if any.
  template_id TEXT,
  to_address TEXT NOT NULL,
  reply_to TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT,
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sent', 'delivered', 'bounced', 'complained', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  provider_message_id TEXT,
  updated_at TEXT NOT NULL
);

CREATE INDEX lead_messages_lead ON lead_messages (lead_id);
CREATE INDEX lead_messages_provider ON lead_messages (provider_message_id);

-- Files sent with a reply, kept in R2 under replies/.
CREATE TABLE lead_message_attachments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  message_id INTEGER NOT NULL REFERENCES lead_messages (id),
  r2_key TEXT NOT NULL UNIQUE,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL
);

CREATE INDEX lead_message_attachments_message ON lead_message_attachments (message_id);

-- The owner's wording of a reply template; a template without a row here uses the default
-- written in src/content/reply-templates.ts.
CREATE TABLE reply_templates (
  id TEXT PRIMARY KEY,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);

-- A lead's status changes: who, when, from what to what.
CREATE TABLE lead_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  created_at TEXT NOT NULL,
  actor TEXT NOT NULL,
  from_status TEXT NOT NULL,
  to_status TEXT NOT NULL
);

CREATE INDEX lead_events_lead ON lead_events (lead_id);

-- Development only: with no RESEND_API_KEY outside production, every email the worker would
-- send is kept here instead and shown under "Outbox (development)". Production never writes it.
CREATE TABLE dev_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The send's idempotency key: a retried queue message keeps one copy.
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  from_address TEXT NOT NULL,
  -- JSON array of addresses.
  to_addresses TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  html TEXT NOT NULL,
  text TEXT NOT NULL,
  -- JSON array of { filename, contentType, size, r2Key }: the files stay where they are in R2.
  attachments TEXT NOT NULL DEFAULT '[]'
);
