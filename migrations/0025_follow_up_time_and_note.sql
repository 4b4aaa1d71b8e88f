-- A follow-up may name a time of its day (Manila, HH:MM: the reminder waits for it) and a note
-- (what to follow up about). Both are cleared with the follow-up when it is done.
ALTER TABLE leads ADD COLUMN follow_up_time TEXT;
ALTER TABLE leads ADD COLUMN follow_up_note TEXT;
