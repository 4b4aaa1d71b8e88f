-- Each void of a quotation version stores a fresh id with it, so the 'voided' event of the same
-- batch is recorded only for the request whose void was stored: two voids in one millisecond (a
-- double click, two operators) share `voided_at` and `voided_by`, never a void id.
ALTER TABLE quotation_versions ADD COLUMN void_id TEXT;
