-- When each signed-in person last opened a lead's page (their email, as the timeline names them):
-- Needs action says what came since, per person ("2 new emails, 1 with a drawing"). One row per
-- lead and person, replaced on every opening; it goes with the lead.
CREATE TABLE lead_looks (
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  person TEXT NOT NULL,
  looked_at TEXT NOT NULL,
  PRIMARY KEY (lead_id, person)
) WITHOUT ROWID;
