-- Which client (a keyed hash of its address, as logged) each failed sign-in came from: a spray is
-- failures from many clients, and one client failing often must not lock everyone out.
ALTER TABLE admin_sign_in_failures ADD COLUMN client TEXT NOT NULL DEFAULT '';
