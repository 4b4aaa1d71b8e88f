-- Shop drawings the customer approves on their order page (src/worker/jobs/drawing-*.ts). One row per
-- revision of a job's drawing: a new revision supersedes the one before (kept, with its answer),
-- and only the newest unanswered one can be answered. Files under jobs/drawings/ in R2.
CREATE TABLE job_drawings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  -- 1, 2, 3... within the job; the newest is the one for approval.
  revision INTEGER NOT NULL,
  -- What the owner tells the customer about it ("Tank, general arrangement; outlet moved to the left").
  note TEXT NOT NULL DEFAULT '',
  r2_key TEXT NOT NULL UNIQUE,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  uploaded_at TEXT NOT NULL,
  uploaded_by TEXT NOT NULL,
  -- The customer's answer: approved (their name) or changes asked (a comment, maybe a marked-up file).
  answer TEXT CHECK (answer IN ('approved', 'changes')),
  -- A fresh id written with the answer: of two answers at once, only the one that stored its id records its event.
  answer_id TEXT UNIQUE,
  answered_at TEXT,
  answered_by_name TEXT,
  comment TEXT,
  markup_r2_key TEXT UNIQUE,
  markup_file_name TEXT,
  markup_content_type TEXT,
  markup_size INTEGER,
  -- The answering client's address as an HMAC under TICKET_SECRET (as a quotation's acceptance keeps it).
  answer_client_hash TEXT,
  UNIQUE (job_id, revision)
);
CREATE INDEX job_drawings_lead ON job_drawings (lead_id);
-- Needs action: the newest revision of each job still waiting for the customer, or with changes asked.
CREATE INDEX job_drawings_open ON job_drawings (answer, job_id, revision);

-- A customer's answer on a drawing alerts the owner like an answer on a quotation (source_id: the
-- job_drawings row). SQLite cannot change a CHECK in place, so the table is rebuilt as in 0031;
-- dropping it would cascade to push_deliveries, which are kept aside and put back with their ids.
CREATE TABLE push_deliveries_kept AS SELECT * FROM push_deliveries;
CREATE TABLE lead_alerts_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('new-lead', 'reminder', 'customer-reply', 'follow-up', 'quotation-answer', 'quotation-expiring', 'drawing-answer')),
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
INSERT OR IGNORE INTO push_deliveries SELECT * FROM push_deliveries_kept;
DROP TABLE push_deliveries_kept;
