-- A lead the owner typed in (a walk-in, a call, a chat): who added it; NULL for the website's
-- form. The channel is its source (leads.source), so "Leads by source" and the filter count it.
-- Such a lead may lack an email address or a phone number: email and phone stay NOT NULL and
-- hold '' for "not given" (docs/decisions/020-leads-added-by-hand.md).
ALTER TABLE leads ADD COLUMN added_by TEXT;
