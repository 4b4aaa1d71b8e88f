-- Payments on an accepted quotation version (src/worker/payments): PayMongo checkouts, proofs of
-- a bank or GCash transfer the owner confirms or rejects, and cash or cheques recorded by hand.
-- A row is money asked for or claimed; only status 'paid' counts as collected. 'paid' is final:
-- no later event (a retried or out-of-order failure) changes it.
CREATE TABLE quotation_payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  version_id INTEGER NOT NULL REFERENCES quotation_versions (id) ON DELETE CASCADE,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  -- How the money came: PayMongo's hosted checkout, a transfer shown by a proof, or by hand.
  channel TEXT NOT NULL CHECK (channel IN ('paymongo', 'proof', 'cash', 'cheque', 'transfer')),
  status TEXT NOT NULL CHECK (status IN ('checkout', 'proof', 'paid', 'failed', 'rejected')),
  amount_centavos INTEGER NOT NULL CHECK (amount_centavos > 0),
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  -- PayMongo: the checkout session (cs_...) and its payment intent (pi_...), then the payment (pay_...).
  checkout_session_id TEXT UNIQUE,
  checkout_url TEXT,
  payment_intent_id TEXT,
  provider_payment_id TEXT UNIQUE,
  -- The method PayMongo reports (gcash, qrph, card, paymaya...), and its fee when it reports one.
  provider_method TEXT,
  fee_centavos INTEGER,
  -- The customer's or operator's reference: a transfer's reference number, a cheque's number.
  reference TEXT NOT NULL DEFAULT '',
  proof_r2_key TEXT,
  proof_file_name TEXT,
  proof_content_type TEXT,
  proof_size INTEGER,
  paid_at TEXT,
  -- Who confirmed, rejected or recorded it (an operator's email; 'PayMongo' for a webhook).
  decided_by TEXT,
  decided_at TEXT,
  reject_reason TEXT,
  -- What did not add up (an amount or currency PayMongo reported that was not the one asked).
  problem TEXT
);
CREATE INDEX quotation_payments_lead ON quotation_payments (lead_id);
CREATE INDEX quotation_payments_version ON quotation_payments (version_id);
CREATE INDEX quotation_payments_intent ON quotation_payments (payment_intent_id);
CREATE INDEX quotation_payments_proofs ON quotation_payments (created_at) WHERE status = 'proof';

-- Each PayMongo webhook event once, by its id (evt_...): the raw body the signature covered, kept
-- until the queue has processed it. A replay finds its row and changes nothing.
CREATE TABLE paymongo_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  livemode INTEGER NOT NULL,
  received_at TEXT NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processed', 'refused')),
  detail TEXT
);
CREATE INDEX paymongo_events_pending ON paymongo_events (received_at) WHERE status = 'pending';

-- The lead's collected pesos (the sum of its 'paid' payments), beside won_centavos, for the
-- overview, the register and the CSVs. Kept in the same batch as each payment marked paid.
ALTER TABLE leads ADD COLUMN paid_centavos INTEGER NOT NULL DEFAULT 0;

-- Payment events on the lead's timeline and in its alerts: a payment confirmed ('paid'), a proof
-- sent ('payment-proof'), a proof rejected ('payment-rejected'). SQLite cannot change a CHECK in
-- place, so the table is rebuilt (nothing references it by key).
CREATE TABLE quotation_events_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  version_id INTEGER NOT NULL REFERENCES quotation_versions (id) ON DELETE CASCADE,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('sent', 'viewed', 'changes-requested', 'accepted', 'declined', 'voided', 'reminder', 'paid', 'payment-proof', 'payment-rejected')),
  created_at TEXT NOT NULL,
  actor TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '',
  -- The payment a payment event is about.
  payment_id INTEGER REFERENCES quotation_payments (id) ON DELETE CASCADE
);
INSERT INTO quotation_events_next (id, version_id, lead_id, kind, created_at, actor, detail)
  SELECT id, version_id, lead_id, kind, created_at, actor, detail FROM quotation_events;
DROP TABLE quotation_events;
ALTER TABLE quotation_events_next RENAME TO quotation_events;
CREATE INDEX quotation_events_lead ON quotation_events (lead_id);
CREATE UNIQUE INDEX quotation_events_payment ON quotation_events (payment_id, kind) WHERE payment_id IS NOT NULL;

-- The email that carried a paid payment's acknowledgement to the customer.
ALTER TABLE quotation_payments ADD COLUMN acknowledgement_message_id INTEGER REFERENCES lead_messages (id) ON DELETE SET NULL;
