-- Issue 27: what inbound mail is trusted for. The envelope sender (what Email Routing received the
-- mail from) beside the header From (what the sender wrote), the authentication results Email
-- Routing added, and an operator's hiding of a message (kept for the record and erasure, not shown).
ALTER TABLE inbound_messages ADD COLUMN envelope_from TEXT NOT NULL DEFAULT '';
ALTER TABLE inbound_messages ADD COLUMN authentication TEXT NOT NULL DEFAULT '';
ALTER TABLE inbound_messages ADD COLUMN hidden_at TEXT;
ALTER TABLE inbound_messages ADD COLUMN hidden_by TEXT;

-- Mail for a lead past its daily limit: forwarded to the business inbox, not stored; one row per
-- lead and Manila day, shown on the lead's timeline as one line.
CREATE TABLE inbound_overflow (
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  day TEXT NOT NULL,
  messages INTEGER NOT NULL,
  PRIMARY KEY (lead_id, day)
);
