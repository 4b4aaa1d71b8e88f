-- Issue 36, M2: each passkey added or removed, with who did it (the person, or an owner on the
-- Team screen), for the audit. A removed passkey's row is gone, so its history lives here; a
-- table of its own rather than more actions in team_events, whose CHECK SQLite cannot change in place.
CREATE TABLE passkey_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  -- Who did it: the signed-in person's email, as every other audit row names them.
  actor TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('added', 'removed')),
  -- Whose passkey it is: their email.
  subject TEXT NOT NULL,
  -- The name its person gave it, e.g. "Pixel 7".
  passkey_name TEXT NOT NULL
);
CREATE INDEX passkey_events_at ON passkey_events (at);

-- Issue 36, L1: when the person last asked for a test notification, on any of their devices. On the
-- account, not the device's subscription, so neither more devices nor turning one off and on again
-- gives more tests.
ALTER TABLE accounts ADD COLUMN test_push_at TEXT;
