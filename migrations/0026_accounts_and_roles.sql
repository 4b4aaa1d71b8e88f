-- People who sign in to the dashboard, each with a role: owner (everything) or staff (leads,
-- replies, quotations, notes, calls, follow-ups). Passkeys and push subscriptions key by
-- accounts.id. The first owner is made at the first sign-in with the shared ADMIN_PASSWORD_HASH
-- (its hash becomes the owner's) or, under Cloudflare Access, from the first Access identity.

CREATE TABLE accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
  -- PBKDF2 (src/worker/admin/password-hash.ts); NULL for a person who signs in only through Access.
  password_hash TEXT,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL
);

-- Single-use links an owner hands to a new person; only the token's SHA-256 is kept.
CREATE TABLE account_invitations (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  accepted_at TEXT
);

CREATE INDEX account_invitations_created_at ON account_invitations (created_at);

-- A session belongs to a person. Sessions from the shared password belong to no one: they end,
-- and the next sign-in (email and the same password) starts one for the owner.
DELETE FROM admin_sessions;
ALTER TABLE admin_sessions ADD COLUMN account_id INTEGER REFERENCES accounts (id);
CREATE INDEX admin_sessions_account_id ON admin_sessions (account_id);

-- Failed sign-ins are also counted by the email typed: guessing one person's password from many
-- addresses pauses sign-in for that email.
ALTER TABLE admin_sign_in_failures ADD COLUMN email TEXT NOT NULL DEFAULT '';
CREATE INDEX admin_sign_in_failures_email ON admin_sign_in_failures (email, failed_at);
