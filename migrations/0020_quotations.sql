-- Priced quotations (src/worker/quotations). A lead has at most one quotation: the builder's draft
-- and the versions sent from it. Its reference, Q-<year>-<id as six digits>, is derived from the
-- row (shared/quotation-reference.ts); a revision adds -R<revision>.
CREATE TABLE quotations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  -- The builder's state as JSON (shared/quotation.ts, QuotationDraft), checked on every read.
  draft TEXT NOT NULL,
  draft_updated_at TEXT NOT NULL,
  draft_updated_by TEXT NOT NULL
);

-- What was sent: immutable once written, except for what happens to it afterwards (viewed,
-- answered, voided, reminded). `document` is the frozen JSON the customer's page and the PDF
-- read (QuotationDocument); `total_centavos` repeats its total for the register and the overview.
CREATE TABLE quotation_versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quotation_id INTEGER NOT NULL REFERENCES quotations (id) ON DELETE CASCADE,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  revision INTEGER NOT NULL CHECK (revision >= 0),
  sent_at TEXT NOT NULL,
  sent_by TEXT NOT NULL,
  -- SHA-256 (hex) of the customer's link token; the token itself is never stored.
  token_hash TEXT NOT NULL UNIQUE,
  -- The last Manila day (YYYY-MM-DD) the version can be accepted.
  valid_until TEXT NOT NULL,
  document TEXT NOT NULL,
  total_centavos INTEGER NOT NULL CHECK (total_centavos >= 0),
  pdf_r2_key TEXT,
  -- Why the PDF could not be made; the version is kept and the page still shows it.
  pdf_error TEXT,
  lead_message_id INTEGER REFERENCES lead_messages (id) ON DELETE SET NULL,
  viewed_at TEXT,
  response TEXT CHECK (response IN ('accepted', 'declined')),
  responded_at TEXT,
  accepted_by_name TEXT,
  accepted_by_position TEXT,
  po_number TEXT,
  po_r2_key TEXT,
  po_file_name TEXT,
  po_content_type TEXT,
  po_size INTEGER,
  -- HMAC of the accepting client's address (the session secret's key): proves "the same client" without keeping the address.
  client_hash TEXT,
  decline_reason TEXT,
  voided_at TEXT,
  voided_by TEXT,
  void_reason TEXT,
  -- When the owner was reminded that it expires unanswered.
  reminded_at TEXT,
  UNIQUE (quotation_id, revision)
);
CREATE INDEX quotation_versions_lead ON quotation_versions (lead_id);
CREATE INDEX quotation_versions_sent ON quotation_versions (sent_at);
CREATE INDEX quotation_versions_open ON quotation_versions (valid_until) WHERE response IS NULL AND voided_at IS NULL;

-- What happened to a quotation, for the lead's timeline: sent, viewed, a change request, an
-- answer, a void. `detail` is the customer's or operator's words, or a summary (the PO number).
CREATE TABLE quotation_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  version_id INTEGER NOT NULL REFERENCES quotation_versions (id) ON DELETE CASCADE,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('sent', 'viewed', 'changes-requested', 'accepted', 'declined', 'voided', 'reminder')),
  created_at TEXT NOT NULL,
  actor TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX quotation_events_lead ON quotation_events (lead_id);

-- The amount of the accepted quotation version (VAT included, before withholding), set when the
-- customer accepts; the overview's won amounts add it up.
ALTER TABLE leads ADD COLUMN won_centavos INTEGER;

-- A customer's answer on a quotation alerts the owner like a new lead (source_id: the
-- quotation_events row), and a quotation about to expire unanswered reminds the owner once
-- (source_id: the version). SQLite cannot change a CHECK in place, so the table is rebuilt.
CREATE TABLE lead_alerts_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('new-lead', 'reminder', 'customer-reply', 'follow-up', 'quotation-answer', 'quotation-expiring')),
  source_id INTEGER NOT NULL DEFAULT 0,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms', 'telegram', 'webhook')),
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
