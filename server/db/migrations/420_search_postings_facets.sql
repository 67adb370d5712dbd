-- Search at scale (docs/search-engine.md): a posting carries its product's material family and colour names, so a
-- ranking walk under a material or colour facet tests columns of the index it reads, instead of looking each
-- posting's product up (material: 24,000 probes of products for "canvas hobo ke liye men", 225 ms at 200,000
-- products) or carrying the facet's matches as a list of numbers in every tier (colour: up to ~9,000 numbers, which
-- the planner weighs one by one in each tier). The table is rebuilt with the new columns (a copy, not an update of
-- every row: an update would leave as many dead rows and clear the pages' all-visible bits). The colours follow
-- product_colors through its own statement triggers; a change of stock alone writes nothing here.
DROP FUNCTION product_postings(text, timestamptz, boolean, text, boolean, integer, tsvector, tsvector, integer);

ALTER TABLE search_postings RENAME TO search_postings_before_facets;
CREATE TABLE search_postings (
  word text NOT NULL,
  created_at timestamptz NOT NULL,
  product_id text NOT NULL,
  in_name boolean NOT NULL,
  category_id text NOT NULL,
  in_stock boolean NOT NULL,
  new_price integer NOT NULL,
  num integer NOT NULL,
  material text,
  colours text[] NOT NULL DEFAULT '{}'
);
-- A product's colour names, sorted: what its postings carry.
CREATE FUNCTION product_colour_names(id text) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(name ORDER BY name), '{}') FROM product_colors WHERE product_id = id
$$;

INSERT INTO search_postings
SELECT sp.word, sp.created_at, sp.product_id, sp.in_name, sp.category_id, sp.in_stock, sp.new_price, sp.num, p.material,
  coalesce(c.names, '{}')
FROM search_postings_before_facets sp JOIN products p ON p.id = sp.product_id
  LEFT JOIN (SELECT product_id, array_agg(name ORDER BY name) AS names FROM product_colors GROUP BY 1) AS c
    ON c.product_id = sp.product_id;
DROP TABLE search_postings_before_facets;

CREATE UNIQUE INDEX search_postings_walk_idx ON search_postings (word, created_at DESC, product_id)
  INCLUDE (in_name, category_id, in_stock, new_price, num, material, colours);
CREATE INDEX search_postings_in_name_idx ON search_postings (word, created_at DESC, product_id)
  INCLUDE (category_id, in_stock, new_price, num, material, colours) WHERE in_name;

CREATE FUNCTION product_postings(
  id text, created_at timestamptz, active boolean, category_id text, in_stock boolean, new_price integer,
  search_tokens tsvector, name_tokens tsvector, num integer, material text
) RETURNS SETOF search_postings LANGUAGE sql STABLE AS $$
  SELECT w, created_at, id, tsvector_to_array(name_tokens) @> ARRAY[w], category_id, in_stock, new_price, num, material,
    names
  FROM product_colour_names(id) AS names, unnest(tsvector_to_array(search_tokens)) AS w
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

-- The colours of the products a statement on product_colors touched, onto their postings (found by the product's
-- words). An update that leaves every product's names as they were (stock: every order) returns at once.
CREATE FUNCTION post_colours(ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE search_postings sp SET colours = p.names
  FROM (SELECT id, created_at, search_tokens, product_colour_names(id) AS names FROM products
        WHERE id = ANY(ids) AND active) AS p,
    unnest(tsvector_to_array(p.search_tokens)) AS w
  WHERE sp.word = w AND sp.created_at = p.created_at AND sp.product_id = p.id AND sp.colours IS DISTINCT FROM p.names
$$;
CREATE FUNCTION post_colours_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM post_colours(ARRAY(SELECT DISTINCT product_id FROM added));
  RETURN NULL;
END $$;
CREATE FUNCTION post_colours_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM post_colours(ARRAY(SELECT DISTINCT product_id FROM removed));
  RETURN NULL;
END $$;
CREATE FUNCTION post_colours_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT product_id, name FROM removed EXCEPT ALL SELECT product_id, name FROM added)
    AND NOT EXISTS (SELECT product_id, name FROM added EXCEPT ALL SELECT product_id, name FROM removed) THEN
    RETURN NULL;
  END IF;
  PERFORM post_colours(ARRAY(SELECT product_id FROM added UNION SELECT product_id FROM removed));
  RETURN NULL;
END $$;
CREATE TRIGGER product_colors_posted_in AFTER INSERT ON product_colors REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION post_colours_in();
CREATE TRIGGER product_colors_posted_out AFTER DELETE ON product_colors REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION post_colours_out();
CREATE TRIGGER product_colors_posted_again AFTER UPDATE ON product_colors REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION post_colours_changed();
