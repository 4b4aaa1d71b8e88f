-- Quote requests (leads), the drawings uploaded for them, and their email deliveries.

CREATE TABLE leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  full_name TEXT NOT NULL,
  company TEXT,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  service TEXT NOT NULL,
  project_details TEXT NOT NULL,
  dimensions TEXT,
  quantity TEXT,
  grade TEXT NOT NULL,
  finish TEXT NOT NULL,
  target_date TEXT,
  preferred_contact TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'quoted', 'won', 'lost')),
  -- Set when an email could not be delivered after every retry: someone must follow up by hand.
  needs_attention INTEGER NOT NULL DEFAULT 0,
  country TEXT
);

CREATE INDEX leads_created_at ON leads (created_at);

-- An upload belongs to the form (draft) it came from until a lead claims it.
CREATE TABLE uploads (
  id TEXT PRIMARY KEY,
  r2_key TEXT NOT NULL UNIQUE,
  draft_id TEXT NOT NULL,
  original_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  lead_id INTEGER REFERENCES leads (id)
);

CREATE INDEX uploads_unclaimed ON uploads (created_at) WHERE lead_id IS NULL;
CREATE INDEX uploads_lead ON uploads (lead_id);

CREATE TABLE email_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  kind TEXT NOT NULL CHECK (kind IN ('business', 'visitor')),
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sent', 'delivered', 'bounced', 'complained', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  provider_message_id TEXT,
  updated_at TEXT NOT NULL,
  UNIQUE (lead_id, kind)
);

CREATE INDEX email_deliveries_status ON email_deliveries (status, updated_at);
CREATE INDEX email_deliveries_provider ON email_deliveries (provider_message_id);

-- Every send attempt and webhook event, newest last: the delivery's history on the lead.
CREATE TABLE email_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  delivery_id INTEGER NOT NULL REFERENCES email_deliveries (id),
  at TEXT NOT NULL,
  outcome TEXT NOT NULL,
  detail TEXT
);

CREATE INDEX email_events_delivery ON email_events (delivery_id);
