-- Each answer to a quotation (accept, decline) stores a fresh id with it, so the statements of the
-- same batch (the lead won, the event) run only for the request whose answer was stored: two taps
-- in one millisecond share `responded_at`, never an answer id.
ALTER TABLE quotation_versions ADD COLUMN answer_id TEXT;
