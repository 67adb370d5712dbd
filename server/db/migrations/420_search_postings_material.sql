-- Search at scale (docs/search-engine.md): a posting carries its product's material family, so a ranking walk under
-- a material facet ("canvas hobo ke liye men") tests a column of the index it reads instead of looking each posting's
-- product up (24,000 such probes, 225 ms, at 200,000 products). The table is rebuilt with the new column (a copy,
-- not an update of every row: an update would leave as many dead rows and clear the pages' all-visible bits).
DROP FUNCTION product_postings(text, timestamptz, boolean, text, boolean, integer, tsvector, tsvector, integer);

ALTER TABLE search_postings RENAME TO search_postings_before_material;
CREATE TABLE search_postings (
  word text NOT NULL,
  created_at timestamptz NOT NULL,
  product_id text NOT NULL,
  in_name boolean NOT NULL,
  category_id text NOT NULL,
  in_stock boolean NOT NULL,
  new_price integer NOT NULL,
  num integer NOT NULL,
  material text
);
INSERT INTO search_postings
SELECT sp.word, sp.created_at, sp.product_id, sp.in_name, sp.category_id, sp.in_stock, sp.new_price, sp.num, p.material
FROM search_postings_before_material sp JOIN products p ON p.id = sp.product_id;
DROP TABLE search_postings_before_material;

CREATE UNIQUE INDEX search_postings_walk_idx ON search_postings (word, created_at DESC, product_id)
  INCLUDE (in_name, category_id, in_stock, new_price, num, material);
CREATE INDEX search_postings_in_name_idx ON search_postings (word, created_at DESC, product_id)
  INCLUDE (category_id, in_stock, new_price, num, material) WHERE in_name;

CREATE FUNCTION product_postings(
  id text, created_at timestamptz, active boolean, category_id text, in_stock boolean, new_price integer,
  search_tokens tsvector, name_tokens tsvector, num integer, material text
) RETURNS SETOF search_postings LANGUAGE sql IMMUTABLE AS $$
  SELECT w, created_at, id, tsvector_to_array(name_tokens) @> ARRAY[w], category_id, in_stock, new_price, num, material
  FROM unnest(tsvector_to_array(search_tokens)) AS w
  WHERE active
$$;

CREATE OR REPLACE FUNCTION post_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_product_numbers (product_id) SELECT id FROM added ORDER BY id ON CONFLICT DO NOTHING;
  INSERT INTO search_postings SELECT pp.* FROM added p JOIN search_product_numbers s ON s.product_id = p.id,
    product_postings(p.id, p.created_at, p.active, p.category_id, p.in_stock, p.new_price, p.search_tokens, p.name_tokens, s.num, p.material) AS pp;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION post_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings sp USING (SELECT pp.* FROM removed p JOIN search_product_numbers s ON s.product_id = p.id,
    product_postings(p.id, p.created_at, p.active, p.category_id, p.in_stock, p.new_price, p.search_tokens, p.name_tokens, s.num, p.material) AS pp) AS gone
  WHERE sp.word = gone.word AND sp.created_at = gone.created_at AND sp.product_id = gone.product_id;
  RETURN NULL;
END $$;

-- As in 250, with the material among what makes a product's postings differ (it follows the specifications).
CREATE OR REPLACE FUNCTION post_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT id, created_at, active, category_id, in_stock, new_price, search_tokens, name_tokens, material FROM removed
    EXCEPT ALL
    SELECT id, created_at, active, category_id, in_stock, new_price, search_tokens, name_tokens, material FROM added
  ) AND NOT EXISTS (
    SELECT id, created_at, active, category_id, in_stock, new_price, search_tokens, name_tokens, material FROM added
    EXCEPT ALL
    SELECT id, created_at, active, category_id, in_stock, new_price, search_tokens, name_tokens, material FROM removed
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_product_numbers (product_id) SELECT id FROM added ORDER BY id ON CONFLICT DO NOTHING;
  DELETE FROM search_postings sp USING (
    SELECT pp.* FROM removed p JOIN search_product_numbers s ON s.product_id = p.id,
    product_postings(p.id, p.created_at, p.active, p.category_id, p.in_stock, p.new_price, p.search_tokens, p.name_tokens, s.num, p.material) AS pp
    EXCEPT
    SELECT pp.* FROM added p JOIN search_product_numbers s ON s.product_id = p.id,
    product_postings(p.id, p.created_at, p.active, p.category_id, p.in_stock, p.new_price, p.search_tokens, p.name_tokens, s.num, p.material) AS pp
  ) AS gone
  WHERE sp.word = gone.word AND sp.created_at = gone.created_at AND sp.product_id = gone.product_id;
  INSERT INTO search_postings
  SELECT pp.* FROM added p JOIN search_product_numbers s ON s.product_id = p.id,
    product_postings(p.id, p.created_at, p.active, p.category_id, p.in_stock, p.new_price, p.search_tokens, p.name_tokens, s.num, p.material) AS pp
  EXCEPT
  SELECT pp.* FROM removed p JOIN search_product_numbers s ON s.product_id = p.id,
    product_postings(p.id, p.created_at, p.active, p.category_id, p.in_stock, p.new_price, p.search_tokens, p.name_tokens, s.num, p.material) AS pp;
  RETURN NULL;
END $$;
