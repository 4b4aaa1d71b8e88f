-- What the owner spent on a campaign in a Manila calendar month, entered on /admin/campaign-spend.
-- The overview spreads a month's spend evenly over its days, so any period gets its share:
-- cost per lead and won amount per peso spent (src/worker/analytics/campaign-spend.ts).
CREATE TABLE campaign_spend (
  month TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]'),
  -- A lead's utm_campaign as the overview groups it: trimmed, lower case.
  campaign TEXT NOT NULL CHECK (campaign <> '' AND campaign = lower(trim(campaign))),
  -- Below ₱100,000,000; a zero is never stored, the entry is deleted instead.
  spend_centavos INTEGER NOT NULL CHECK (spend_centavos > 0 AND spend_centavos < 10000000000),
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL,
  PRIMARY KEY (month, campaign)
) WITHOUT ROWID;
