-- Site facts the owner edits from the dashboard (src/shared/site-facts.ts). D1 is the source of
-- truth and the history; pages read the published snapshot from KV (SITE_FACTS), never these.

-- The one working draft: every section's facts as one JSON document (valid SiteFacts).
CREATE TABLE site_fact_drafts (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  facts TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);

-- Every publish, revert included: the whole snapshot, so any version can be published again.
CREATE TABLE site_fact_publishes (
  version INTEGER PRIMARY KEY,
  published_at TEXT NOT NULL,
  operator TEXT NOT NULL,
  facts TEXT NOT NULL,
  summary TEXT NOT NULL,
  reverted_to INTEGER REFERENCES site_fact_publishes (version)
);

-- Every change: a draft saved, a publish, a revert, a photo stored.
CREATE TABLE site_fact_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  operator TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('draft_saved', 'published', 'reverted', 'photo_stored')),
  section TEXT,
  detail TEXT NOT NULL
);
CREATE INDEX site_fact_audit_at ON site_fact_audit (at);
