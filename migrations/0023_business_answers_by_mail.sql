-- The owner's Reply All to a lead's alert reaches the lead's reply address (the alert carries it
-- in Cc): the email() handler stores it on the lead's timeline as the business's answer, marked
-- here, rather than as the customer's reply. The local outbox keeps the Cc it would have sent.
ALTER TABLE inbound_messages ADD COLUMN from_business INTEGER NOT NULL DEFAULT 0;
ALTER TABLE dev_outbox ADD COLUMN cc_addresses TEXT NOT NULL DEFAULT '[]';
