-- Issue 12: the stock items of a quote request, from the visitor's quote list, in the order sent.
-- Written in the same D1 batch as their lead (src/worker/db/leads.ts).

CREATE TABLE quote_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  -- 0 for the request's first line.
  position INTEGER NOT NULL,
  -- Ids from src/shared/catalogue.ts, kept as text: a retired id still reads on old leads.
  family TEXT NOT NULL,
  item TEXT NOT NULL,
  grade TEXT NOT NULL,
  finish TEXT,
  quantity REAL NOT NULL CHECK (quantity > 0),
  unit TEXT NOT NULL,
  note TEXT,
  -- A replay of the same request can never add a lead's lines twice.
  UNIQUE (lead_id, position)
);
