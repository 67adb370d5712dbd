-- Consumer Protection (E-Commerce) Rules, 2020: a product page names the goods' country of origin.
-- Every product so far is made in India; the owner changes it per product.
ALTER TABLE products ADD COLUMN country_of_origin text NOT NULL DEFAULT 'India'
  CHECK (length(btrim(country_of_origin)) BETWEEN 1 AND 60);
