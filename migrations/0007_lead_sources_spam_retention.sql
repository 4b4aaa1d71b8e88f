-- Issue 13: where each lead came from, the Spam folder, and the privacy notice's promises
-- (retention, contract hold, erasure audit).

-- The visit's first and latest touch as the browser kept them (src/shared/visit-source.ts),
-- as JSON, already sanitised; NULL when the request carried none (no-JS, older clients).
ALTER TABLE leads ADD COLUMN first_touch TEXT;
ALTER TABLE leads ADD COLUMN latest_touch TEXT;
-- The latest touch's source, normalised (utm_source, else the referrer's site, else 'direct'),
-- and its utm_campaign: what the leads list filters by and the overview groups by.
ALTER TABLE leads ADD COLUMN source TEXT NOT NULL DEFAULT 'direct';
ALTER TABLE leads ADD COLUMN campaign TEXT;
CREATE INDEX leads_source ON leads (source, campaign);

-- Why the request looked automated (honeypot, too fast); NULL for every lead not in Spam.
-- A lead in Spam has no email deliveries until an operator restores it.
ALTER TABLE leads ADD COLUMN spam_reason TEXT;
CREATE INDEX leads_spam ON leads (spam_reason) WHERE spam_reason IS NOT NULL;

-- Set by an operator when the lead became part of a contract: the retention sweep keeps it.
ALTER TABLE leads ADD COLUMN contract_hold INTEGER NOT NULL DEFAULT 0;

-- One row per erased lead (on request, or by the retention sweep): only the reference, when,
-- who and why. Nothing about the person.
CREATE TABLE lead_erasures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reference TEXT NOT NULL,
  erased_at TEXT NOT NULL,
  erased_by TEXT NOT NULL,
  reason TEXT NOT NULL
);

CREATE INDEX lead_erasures_erased_at ON lead_erasures (erased_at);

-- The visit's latest source on conversion beacons (src/worker/analytics/columns.ts, blob11).
ALTER TABLE analytics_events_local ADD COLUMN source TEXT NOT NULL DEFAULT '';
