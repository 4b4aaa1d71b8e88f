-- Calls an operator logs on a lead (made or taken, and how it went), shown on its timeline.
CREATE TABLE lead_calls (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  operator TEXT NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('out', 'in')),
  outcome TEXT NOT NULL CHECK (outcome IN ('talked', 'no-answer', 'left-message')),
  note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX lead_calls_lead ON lead_calls (lead_id);

-- The Manila day (YYYY-MM-DD) an operator means to follow the lead up; the overview's "Needs
-- action" lists it from that day until it is marked done (cleared).
ALTER TABLE leads ADD COLUMN follow_up_on TEXT;
CREATE INDEX leads_follow_up ON leads (follow_up_on) WHERE follow_up_on IS NOT NULL;
