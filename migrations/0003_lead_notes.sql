-- Operators' notes on a lead, newest last.
CREATE TABLE lead_notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  created_at TEXT NOT NULL,
  author TEXT NOT NULL,
  body TEXT NOT NULL
);

CREATE INDEX lead_notes_lead ON lead_notes (lead_id);
