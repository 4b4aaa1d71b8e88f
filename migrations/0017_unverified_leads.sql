-- 1 for a quote request sent by the form without its scripts (docs/decisions): Turnstile could
-- not run, so it carries no bot check; it sends the business notification marked so, and no receipt.
ALTER TABLE leads ADD COLUMN unverified INTEGER NOT NULL DEFAULT 0;
