-- Passkeys (WebAuthn credentials) a person signs in with, beside their email and password.
-- Removing the person removes their passkeys (ON DELETE CASCADE; D1 enforces foreign keys).
CREATE TABLE passkeys (
  -- The credential id as the authenticator made it, base64url.
  id TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- What the person called it, e.g. "Pixel 7".
  name TEXT NOT NULL,
  -- The credential's COSE public key, base64url.
  public_key TEXT NOT NULL,
  -- The authenticator's signature counter (0 for the many that keep none): it must go up.
  counter INTEGER NOT NULL DEFAULT 0,
  -- Comma-separated transports the browser reported (internal, hybrid, usb, nfc, ble), a hint for sign-in.
  transports TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  last_used_at TEXT
);

CREATE INDEX passkeys_account_id ON passkeys (account_id);

-- A challenge handed to a browser for one registration or one sign-in: deleted when it is
-- answered (single use, DELETE ... RETURNING), useless after expires_at (5 minutes), and swept.
-- A registration's challenge belongs to the person who asked for it.
CREATE TABLE passkey_challenges (
  challenge TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('registration', 'sign-in')),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);

CREATE INDEX passkey_challenges_expires_at ON passkey_challenges (expires_at);
