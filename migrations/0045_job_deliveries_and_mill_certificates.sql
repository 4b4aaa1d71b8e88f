-- Deliveries of a job's goods (src/worker/jobs/job-deliveries.ts) and the mill certificate library
-- (src/worker/jobs/certificates.ts). A delivery is one truck trip: scheduled, out, then delivered
-- when a photo of the signed receipt or of the goods comes in (job_lines.delivered_milli grows by
-- its lines in the same batch), or cancelled before that.
CREATE TABLE job_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  -- A Manila day and a window in Manila clock time, 'HH:MM' each, start before end.
  scheduled_on TEXT NOT NULL,
  window_from TEXT NOT NULL,
  window_until TEXT NOT NULL,
  address TEXT NOT NULL,
  driver_name TEXT NOT NULL,
  plate_number TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'out', 'delivered', 'cancelled')),
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  out_at TEXT,
  out_by TEXT,
  delivered_at TEXT,
  delivered_by TEXT,
  -- Who signed for the goods, as the photo's taker typed it (optional).
  received_by TEXT NOT NULL DEFAULT '',
  -- The photo that marked it delivered, EXIF stripped, under job-deliveries/ in R2.
  photo_r2_key TEXT UNIQUE,
  photo_content_type TEXT,
  photo_size INTEGER,
  cancelled_at TEXT,
  cancelled_by TEXT
);
CREATE INDEX job_deliveries_job ON job_deliveries (job_id, id);
CREATE INDEX job_deliveries_lead ON job_deliveries (lead_id);

-- What goes on one trip: a job line and how much of it (thousandths, as job_lines counts).
CREATE TABLE job_delivery_lines (
  delivery_id INTEGER NOT NULL REFERENCES job_deliveries (id) ON DELETE CASCADE,
  job_line_id INTEGER NOT NULL REFERENCES job_lines (id) ON DELETE CASCADE,
  quantity_milli INTEGER NOT NULL CHECK (quantity_milli > 0),
  PRIMARY KEY (delivery_id, job_line_id)
);
CREATE INDEX job_delivery_lines_line ON job_delivery_lines (job_line_id);

-- The business's own documents: a mill's test certificate (a PDF under mill-certificates/ in R2),
-- the grade and product it covers, and its heat numbers. Not a lead's: erasure keeps them.
CREATE TABLE mill_certificates (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  r2_key TEXT NOT NULL UNIQUE,
  file_name TEXT NOT NULL,
  size INTEGER NOT NULL,
  grade TEXT NOT NULL,
  product TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL
);

-- A certificate's heat numbers, as printed (upper-case, spaces removed), searched by number.
CREATE TABLE mill_certificate_heats (
  certificate_id INTEGER NOT NULL REFERENCES mill_certificates (id) ON DELETE CASCADE,
  heat_number TEXT NOT NULL,
  PRIMARY KEY (certificate_id, heat_number)
);
CREATE INDEX mill_certificate_heats_number ON mill_certificate_heats (heat_number);

-- A job line's material and the heat it came from: the order page lists these certificates and
-- the delivery receipt names the heats. Erasing the lead removes these links, not the certificate.
CREATE TABLE job_line_certificates (
  job_line_id INTEGER NOT NULL REFERENCES job_lines (id) ON DELETE CASCADE,
  certificate_id INTEGER NOT NULL,
  heat_number TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  PRIMARY KEY (job_line_id, certificate_id, heat_number),
  FOREIGN KEY (certificate_id, heat_number) REFERENCES mill_certificate_heats (certificate_id, heat_number) ON DELETE CASCADE
);
CREATE INDEX job_line_certificates_certificate ON job_line_certificates (certificate_id);

-- The certificate of the stock now on the shelf for one catalogue size table and grade (the ids
-- of src/content/catalogue/), offered first when a certificate is attached to a job line.
CREATE TABLE stock_certificates (
  family TEXT NOT NULL,
  table_id TEXT NOT NULL,
  grade TEXT NOT NULL,
  certificate_id INTEGER NOT NULL REFERENCES mill_certificates (id) ON DELETE CASCADE,
  set_at TEXT NOT NULL,
  set_by TEXT NOT NULL,
  PRIMARY KEY (family, table_id, grade)
);
CREATE INDEX stock_certificates_certificate ON stock_certificates (certificate_id);
