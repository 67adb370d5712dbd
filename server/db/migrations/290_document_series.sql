-- Every restore of a backup starts a new series of invoice and credit note numbers (GST allows several),
-- so a number printed before the restore but missing from the backup is never given again
-- (docs/decisions/025-series-per-restore.md). Series 1 is the shop's first; the highest is the one in use.
CREATE TABLE document_series (
  series integer PRIMARY KEY CHECK (series > 0),
  started_at timestamptz NOT NULL DEFAULT now(),
  -- For a restore: the backup's snapshot time, the numbers up to which were already given.
  backup_taken_at timestamptz
);
INSERT INTO document_series (series) VALUES (1);

ALTER TABLE invoice_counters ADD COLUMN series integer NOT NULL DEFAULT 1 REFERENCES document_series;
ALTER TABLE invoice_counters DROP CONSTRAINT invoice_counters_pkey, ADD PRIMARY KEY (series, financial_year);
ALTER TABLE credit_note_counters ADD COLUMN series integer NOT NULL DEFAULT 1 REFERENCES document_series;
ALTER TABLE credit_note_counters DROP CONSTRAINT credit_note_counters_pkey, ADD PRIMARY KEY (series, financial_year);
