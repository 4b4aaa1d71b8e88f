-- Issue 27: erasure reaches every copy of a person's mail. The development outbox names the
-- lead an email was about (NULL for the owner's digest and weekly report), and a raw message kept
-- in R2 because forwarding failed is listed with the lead it named (NULL when it named none), so
-- erasing the lead deletes both; the cron sweep deletes raw messages past the retention period.
ALTER TABLE dev_outbox ADD COLUMN lead_id INTEGER REFERENCES leads (id);
CREATE INDEX dev_outbox_lead ON dev_outbox (lead_id);

CREATE TABLE unforwarded_mail (
  r2_key TEXT PRIMARY KEY,
  lead_id INTEGER REFERENCES leads (id),
  received_at TEXT NOT NULL
);
CREATE INDEX unforwarded_mail_lead ON unforwarded_mail (lead_id);
CREATE INDEX unforwarded_mail_received ON unforwarded_mail (received_at);
