-- A delivery's day, window, address, driver and plate can be changed until it is delivered
-- (src/worker/jobs/delivery-edit.ts). `revision` counts the changes: an edit names the revision
-- its form was opened at and is refused (409) when someone changed the trip since, as a stage move
-- names the stage it comes from. Who changed it last, and when, beside it.
ALTER TABLE job_deliveries ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
ALTER TABLE job_deliveries ADD COLUMN edited_at TEXT;
ALTER TABLE job_deliveries ADD COLUMN edited_by TEXT;
