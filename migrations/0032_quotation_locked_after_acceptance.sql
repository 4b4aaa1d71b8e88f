-- An accepted quotation takes no new version, however the send and the acceptance interleave:
-- the builder's "locked" check is a read before the send, so the insert itself refuses.
CREATE TRIGGER quotation_versions_locked_after_acceptance
BEFORE INSERT ON quotation_versions
WHEN EXISTS (SELECT 1 FROM quotation_versions WHERE quotation_id = NEW.quotation_id AND response = 'accepted')
BEGIN
  SELECT RAISE(ABORT, 'quotation accepted');
END;
