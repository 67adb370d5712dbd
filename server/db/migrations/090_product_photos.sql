-- Real product photos (issue 13): the desk uploads them per product colour; sharp makes AVIF and WebP
-- at three widths, stored here WITH the data, so any API process on this database serves them.

-- One row per stored variant. `hash` is the content hash of the uploaded file (and the pipeline's
-- version), so its URLs /images/photos/<hash>-<width>.<format> never change meaning: cached a year.
-- `width` is the nominal width (320, 640, 1280); a smaller upload is never enlarged, so a variant
-- may be narrower than its name.
CREATE TABLE photo_files (
  hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{32}$'),
  width integer NOT NULL CHECK (width IN (320, 640, 1280)),
  format text NOT NULL CHECK (format IN ('avif', 'webp')),
  bytes bytea NOT NULL,
  PRIMARY KEY (hash, width, format)
);

-- Which colour shows which photo, in order. The same file twice for one colour is one row.
CREATE TABLE product_photos (
  product_id text NOT NULL,
  color_position integer NOT NULL,
  hash text NOT NULL,
  position integer NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, color_position, hash),
  FOREIGN KEY (product_id, color_position) REFERENCES product_colors (product_id, position) ON DELETE CASCADE
);
CREATE INDEX product_photos_hash_idx ON product_photos (hash);

-- The colour's photos as the product API shows them ([{ src, width, height }] in order; NULL: none,
-- the drawn pictures show). Written with product_photos, so its trigger (020) tells every API process.
ALTER TABLE product_colors ADD COLUMN photos jsonb;
