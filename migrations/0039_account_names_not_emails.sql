-- Issue 37: people are called by their names. The first owner's account was made with their email
-- as its name; an empty name now means "not given yet": the dashboard asks for it, and nothing
-- shows the email in its place where customers read (a quotation's "Prepared by").
UPDATE accounts SET name = '' WHERE name = email COLLATE NOCASE;
