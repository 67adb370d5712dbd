-- HSN code and GST rate per product (rates in force since 22 Sep 2025, notification 9/2025-Central Tax (Rate)):
-- handbags and shopping bags of cotton (4202 22 20) or jute (4202 22 30) 5 %, other goods of heading 4202 18 %.
-- New products take the first matching rule unless their row says otherwise.
CREATE TABLE hsn_rules (
  position integer PRIMARY KEY,
  category_ids text[], -- NULL: any category
  name_pattern text, -- case-insensitive regular expression on the product name; NULL: any name
  hsn_code text NOT NULL CHECK (hsn_code ~ '^\d{8}$'),
  gst_rate smallint NOT NULL CHECK (gst_rate IN (0, 5, 18, 40)),
  description text NOT NULL
);

INSERT INTO hsn_rules (position, category_ids, name_pattern, hsn_code, gst_rate, description) VALUES
  (10, '{handbags,totes,sling-bags,clutches,potli-bags}', '\mjute', '42022230', 5, 'Handbags and shopping bags of jute'),
  (20, '{handbags,totes,sling-bags,clutches,potli-bags}', '\m(cotton|khadi)', '42022220', 5, 'Handbags and shopping bags of cotton'),
  (25, '{handbags,totes,sling-bags,clutches,potli-bags}', 'vegan leather', '42022290', 18, 'Handbags of plastic sheeting'),
  (30, '{handbags,totes,sling-bags,clutches,potli-bags}', 'leather|suede|croc', '42022190', 18, 'Handbags of leather'),
  (40, '{handbags,totes,sling-bags,clutches,potli-bags}', NULL, '42022290', 18, 'Handbags of plastic sheeting or textile'),
  (50, '{wallets}', NULL, '42023120', 18, 'Wallets and purses'),
  (60, '{laptop-bags,office-bags}', NULL, '42021290', 18, 'Briefcases and laptop bags'),
  (70, NULL, NULL, '42029200', 18, 'Travel, sports and school bags');

ALTER TABLE products ADD COLUMN hsn_code text, ADD COLUMN gst_rate smallint;

CREATE FUNCTION products_hsn_from_rules() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.hsn_code IS NULL OR NEW.gst_rate IS NULL THEN
    SELECT r.hsn_code, r.gst_rate INTO NEW.hsn_code, NEW.gst_rate
    FROM hsn_rules r
    WHERE (r.category_ids IS NULL OR NEW.category_id = ANY (r.category_ids))
      AND (r.name_pattern IS NULL OR NEW.product_name ~* r.name_pattern)
    ORDER BY r.position LIMIT 1;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER products_hsn BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION products_hsn_from_rules();

UPDATE products p SET (hsn_code, gst_rate) = (
  SELECT r.hsn_code, r.gst_rate FROM hsn_rules r
  WHERE (r.category_ids IS NULL OR p.category_id = ANY (r.category_ids))
    AND (r.name_pattern IS NULL OR p.product_name ~* r.name_pattern)
  ORDER BY r.position LIMIT 1
);

ALTER TABLE products ALTER COLUMN hsn_code SET NOT NULL, ALTER COLUMN gst_rate SET NOT NULL;

-- What the invoice needs, fixed when the order is placed.
ALTER TABLE order_lines ADD COLUMN hsn_code text, ADD COLUMN gst_rate smallint;
ALTER TABLE orders
  ADD COLUMN invoice_number text UNIQUE,
  ADD COLUMN invoice_token text,
  ADD COLUMN supply_state_code char(2) REFERENCES gst_states (code),
  ADD COLUMN supply_state text,
  ADD COLUMN district text;

-- The last invoice serial of each Indian financial year ('2026-27'); its row lock makes serials gapless.
CREATE TABLE invoice_counters (
  financial_year text PRIMARY KEY,
  last_serial integer NOT NULL CHECK (last_serial > 0)
);

-- Secrets made on first start so they survive restarts; an environment variable overrides each.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

INSERT INTO app_secrets (name, value)
VALUES ('invoice_signing', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
