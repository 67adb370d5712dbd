-- Search at scale (issue 25, docs/decisions/020-search-at-scale.md). One row per word of a shown product's
-- `search_tokens`, with what a search filters and ranks by: a search's ranking tiers walk each of its words
-- newest first (LIMIT-bounded, index-only) instead of reading every match through GIN, and a search of several
-- catalogue words counts its matches here index-only instead of in the table. Kept by the products' statement
-- triggers in the same transaction as the change, like search_word_counts (141).
CREATE TABLE search_postings (
  word text NOT NULL,
  created_at timestamptz NOT NULL,
  product_id text NOT NULL,
  in_name boolean NOT NULL,
  category_id text NOT NULL,
  in_stock boolean NOT NULL,
  new_price integer NOT NULL
);

-- The key ends in the ranking's own tie-break (newest, then id), so a word's walk is in ranking order.
CREATE UNIQUE INDEX search_postings_walk_idx ON search_postings (word, created_at DESC, product_id)
  INCLUDE (in_name, category_id, in_stock, new_price);

-- The postings of products (shown ones only), as rows of this table.
-- Called with a product's columns (a transition table's rows are not of the table's type).
CREATE FUNCTION product_postings(
  id text, created_at timestamptz, active boolean, category_id text, in_stock boolean, new_price integer,
  search_tokens tsvector, name_tokens tsvector
) RETURNS SETOF search_postings LANGUAGE sql IMMUTABLE AS $$
  SELECT w, created_at, id, tsvector_to_array(name_tokens) @> ARRAY[w], category_id, in_stock, new_price
  FROM unnest(tsvector_to_array(search_tokens)) AS w
  WHERE active
$$;

INSERT INTO search_postings SELECT pp.* FROM products p, product_postings(p.id, p.created_at, p.active, p.category_id, p.in_stock, p.new_price, p.search_tokens, p.name_tokens) AS pp ORDER BY 1, 2 DESC, 3;

CREATE FUNCTION post_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_postings SELECT pp.* FROM added p, product_postings(p.id, p.created_at, p.active, p.category_id, p.in_stock, p.new_price, p.search_tokens, p.name_tokens) AS pp;
  RETURN NULL;
END $$;

CREATE FUNCTION post_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings sp USING removed p, product_postings(p.id, p.created_at, p.active, p.category_id, p.in_stock, p.new_price, p.search_tokens, p.name_tokens) AS pp
  WHERE sp.word = pp.word AND sp.created_at = pp.created_at AND sp.product_id = pp.product_id;
  RETURN NULL;
END $$;

-- Only the postings that differ are rewritten; an order moving stock without crossing zero changes none
-- of them and writes nothing. A product's rows are locked by its own update, so two statements never
-- touch the same postings at once.
CREATE FUNCTION post_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT id, created_at, active, category_id, in_stock, new_price, search_tokens, name_tokens FROM removed
    EXCEPT ALL
    SELECT id, created_at, active, category_id, in_stock, new_price, search_tokens, name_tokens FROM added
  ) AND NOT EXISTS (
    SELECT id, created_at, active, category_id, in_stock, new_price, search_tokens, name_tokens FROM added
    EXCEPT ALL
    SELECT id, created_at, active, category_id, in_stock, new_price, search_tokens, name_tokens FROM removed
  ) THEN
    RETURN NULL;
  END IF;
  DELETE FROM search_postings sp USING (
    SELECT pp.* FROM removed p, product_postings(p.id, p.created_at, p.active, p.category_id, p.in_stock, p.new_price, p.search_tokens, p.name_tokens) AS pp
    EXCEPT
    SELECT pp.* FROM added p, product_postings(p.id, p.created_at, p.active, p.category_id, p.in_stock, p.new_price, p.search_tokens, p.name_tokens) AS pp
  ) AS gone
  WHERE sp.word = gone.word AND sp.created_at = gone.created_at AND sp.product_id = gone.product_id;
  INSERT INTO search_postings
  SELECT pp.* FROM added p, product_postings(p.id, p.created_at, p.active, p.category_id, p.in_stock, p.new_price, p.search_tokens, p.name_tokens) AS pp
  EXCEPT
  SELECT pp.* FROM removed p, product_postings(p.id, p.created_at, p.active, p.category_id, p.in_stock, p.new_price, p.search_tokens, p.name_tokens) AS pp;
  RETURN NULL;
END $$;

CREATE TRIGGER products_words_posted_in AFTER INSERT ON products REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION post_words_added();
CREATE TRIGGER products_words_posted_out AFTER DELETE ON products REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION post_words_removed();
CREATE TRIGGER products_words_posted_again AFTER UPDATE ON products REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION post_words_changed();
