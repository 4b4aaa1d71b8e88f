-- Issue 24: what is done to the team (a role changed, sessions ended, a person removed, a password
-- changed), for the audit of who did what; and each invitation's email.

CREATE TABLE team_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  -- Who did it: the signed-in person's email, as every other audit row names them.
  actor TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('role-changed', 'sessions-ended', 'removed', 'password-changed', 'invitation-withdrawn')),
  -- Whom it was done to: their email.
  subject TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX team_events_at ON team_events (at);

-- The invitation's email to the invited person, sent by the delivery queue (kind 'invitation').
-- NULL status: not emailed (made before this, or without SESSION_SECRET).
ALTER TABLE account_invitations ADD COLUMN email_status TEXT CHECK (email_status IN ('pending', 'sent', 'failed'));
ALTER TABLE account_invitations ADD COLUMN email_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE account_invitations ADD COLUMN email_error TEXT;
-- The link's token is HMAC-SHA256(SESSION_SECRET, link_seed): the queue rebuilds the link from it,
-- and a copy of this table cannot. Cleared once the email is sent or has failed, or the invitation is used.
ALTER TABLE account_invitations ADD COLUMN link_seed TEXT;

-- The lead page counts each push alert's notifications by status (and the fan-out reads them).
CREATE INDEX push_deliveries_alert ON push_deliveries (alert_id, status);
