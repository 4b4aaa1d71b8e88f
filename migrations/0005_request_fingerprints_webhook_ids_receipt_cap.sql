-- Issue 10: one request per idempotency key, case-insensitive form ids, Resend webhook
-- message ids remembered against replays, and the hourly cap on receipts.

-- SHA-256 of the quote request's lead fields as sent (src/worker/request-fingerprint.ts): the
-- same key with a different request is refused. Leads stored before this have none.
ALTER TABLE leads ADD COLUMN request_fingerprint TEXT;

-- Form ids (idempotency keys, upload draft ids) are UUIDs, compared in lower case.
UPDATE OR IGNORE leads SET idempotency_key = lower(idempotency_key) WHERE idempotency_key <> lower(idempotency_key);
UPDATE uploads SET draft_id = lower(draft_id) WHERE draft_id <> lower(draft_id);

-- When the latest send of a receipt began: RECEIPTS_PER_HOUR counts receipts by it.
ALTER TABLE email_deliveries ADD COLUMN send_started_at TEXT;
CREATE INDEX email_deliveries_send_started ON email_deliveries (kind, send_started_at);

-- Resend (Svix) webhook message ids already handled; the cron sweep forgets them after a day.
CREATE TABLE webhook_messages (
  svix_id TEXT PRIMARY KEY,
  -- The message's svix-timestamp, in seconds since the epoch.
  signed_at INTEGER NOT NULL
);

CREATE INDEX webhook_messages_signed_at ON webhook_messages (signed_at);
