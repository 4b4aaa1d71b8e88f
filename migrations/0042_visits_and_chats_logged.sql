-- A lead's contact log holds visits at the counter and chat messages as well as calls: the kind of
-- each row (the old rows are calls). A visit or a chat is stored as coming in, with outcome talked.
ALTER TABLE lead_calls ADD COLUMN kind TEXT NOT NULL DEFAULT 'call' CHECK (kind IN ('call', 'visit', 'chat'));
