-- Dashboard sessions from the password sign-in, kept on the server so that sign-out, the idle
-- timeout and a new password end them everywhere at once. The cookie carries a random id signed
-- with SESSION_SECRET; only the id's SHA-256 is stored, so a copied row is not a usable cookie.
-- Times are ISO 8601 in UTC. The cron sweep deletes ended sessions.

CREATE TABLE admin_sessions (
  id_hash TEXT PRIMARY KEY,
  -- SHA-256 of the ADMIN_PASSWORD_HASH the session was started under: a new password ends it.
  password_fingerprint TEXT NOT NULL,
  created_at TEXT NOT NULL,
  -- Written at most once a minute, not on every request.
  last_seen_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE INDEX admin_sessions_expires_at ON admin_sessions (expires_at);
CREATE INDEX admin_sessions_last_seen_at ON admin_sessions (last_seen_at);

-- Failed password sign-ins from every address: past a limit in a window, every sign-in is
-- refused for a while (a password spray from many addresses slows down for everyone).
CREATE TABLE admin_sign_in_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  failed_at TEXT NOT NULL
);

CREATE INDEX admin_sign_in_failures_failed_at ON admin_sign_in_failures (failed_at);
