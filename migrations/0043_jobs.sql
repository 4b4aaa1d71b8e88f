-- The shop's work on an accepted quotation version (src/worker/jobs): one job per accepted
-- version, created in the same batch as the acceptance. Reference J-<year>-<id as six digits>.
CREATE TABLE jobs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  version_id INTEGER NOT NULL UNIQUE REFERENCES quotation_versions (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('fabrication', 'supply')),
  -- A stage key of the kind's list (job_stage_settings, or the defaults in src/worker/jobs/stages.ts).
  stage TEXT NOT NULL,
  stage_changed_at TEXT NOT NULL,
  -- A fresh id written by each stage move, so of two taps at once only one records its event.
  stage_move_id TEXT,
  -- Manila days YYYY-MM-DD, set by the owner.
  promised_ready_on TEXT,
  promised_delivery_on TEXT,
  -- Set when the last goods are delivered.
  closed_at TEXT,
  -- What the customer reads on their order page; empty when there is none.
  customer_note TEXT NOT NULL DEFAULT '',
  -- A free delivery window in words ("8 AM to 12 noon"), shown beside the promised delivery day.
  delivery_window TEXT NOT NULL DEFAULT ''
);
CREATE INDEX jobs_lead ON jobs (lead_id);
CREATE INDEX jobs_open ON jobs (stage, promised_ready_on) WHERE closed_at IS NULL;

-- The accepted version's lines, copied from its frozen document (quantities in thousandths).
CREATE TABLE job_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  description TEXT NOT NULL,
  unit TEXT NOT NULL,
  quantity_milli INTEGER NOT NULL,
  delivered_milli INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX job_lines_job ON job_lines (job_id, position);

-- The job's timeline: stage moves, notes, photos, notices. Kinds: src/worker/jobs/job-events.ts.
-- actor: an operator's email, 'customer' or 'system'.
CREATE TABLE job_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  created_at TEXT NOT NULL,
  actor TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '',
  customer_facing INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX job_events_job ON job_events (job_id, id);
CREATE INDEX job_events_lead ON job_events (lead_id);

-- Progress photos (EXIF stripped), under jobs/photos/ in R2; the customer's page shows them.
CREATE TABLE job_photos (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  r2_key TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  caption TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL
);
CREATE INDEX job_photos_job ON job_photos (job_id, id);
CREATE INDEX job_photos_lead ON job_photos (lead_id);

-- The owner's stage list for a kind (JSON, src/worker/jobs/stages.ts checks it on every read);
-- no row: the defaults.
CREATE TABLE job_stage_settings (
  kind TEXT PRIMARY KEY CHECK (kind IN ('fabrication', 'supply')),
  stages TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);

-- A notice to the customer on a customer-facing stage: one row per channel. Held ones wait for
-- send_after (the morning, Manila) and the cron sweep releases them; released, an email becomes
-- a lead_messages row (the reply path and its outbox) and an SMS is sent through Semaphore.
CREATE TABLE job_notices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  -- The job event the notice is about (a stage reached).
  event_id INTEGER NOT NULL REFERENCES job_events (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  created_at TEXT NOT NULL,
  send_after TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'pending', 'sent', 'failed')),
  -- The SMS as sent (it names the order page's link).
  body TEXT NOT NULL DEFAULT '',
  lead_message_id INTEGER REFERENCES lead_messages (id) ON DELETE SET NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  updated_at TEXT NOT NULL,
  UNIQUE (event_id, channel)
);
CREATE INDEX job_notices_held ON job_notices (send_after) WHERE status = 'held';
CREATE INDEX job_notices_job ON job_notices (job_id);

-- The order page's links a notice carried: like a quotation version's token, only its SHA-256.
CREATE TABLE job_order_links (
  token_hash TEXT PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE INDEX job_order_links_job ON job_order_links (job_id);
