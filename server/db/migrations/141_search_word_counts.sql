-- One catalogue read path (issue 25, docs/decisions/010-catalogue-read-path.md): the exact total of a search
-- whose words all expand to one catalogue word ("leather", "lether", "wallet" at 200,000 products: 84,000
-- matches, 330-470 ms to count in the table) is a sum over this table instead. Shown products per word of
-- `search_tokens`, grouped like listing_counts (category, in stock, price) so the listing filters apply, kept
-- by the products' statement triggers in the same transaction as the change.
CREATE TABLE search_word_counts (
  word text NOT NULL,
  category_id text NOT NULL,
  in_stock boolean NOT NULL,
  new_price integer NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (word, category_id, in_stock, new_price)
);

INSERT INTO search_word_counts (word, category_id, in_stock, new_price, n)
SELECT w, category_id, in_stock, new_price, count(*)::int
FROM products, unnest(tsvector_to_array(search_tokens)) AS w WHERE active GROUP BY 1, 2, 3, 4;

-- Applied in key order, like apply_listing_count_deltas (140): no deadlock between two statements touching
-- the same words; an order's stock update changes nothing counted here and writes no row.
CREATE FUNCTION count_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word_counts AS c (word, category_id, in_stock, new_price, n)
  SELECT w, category_id, in_stock, new_price, count(*)::int
  FROM added, unnest(tsvector_to_array(search_tokens)) AS w WHERE active
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (word, category_id, in_stock, new_price) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE FUNCTION count_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word_counts AS c (word, category_id, in_stock, new_price, n)
  SELECT w, category_id, in_stock, new_price, -count(*)::int
  FROM removed, unnest(tsvector_to_array(search_tokens)) AS w WHERE active
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (word, category_id, in_stock, new_price) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE FUNCTION count_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates are orders moving stock: nothing counted here changed, so nothing to net.
  IF NOT EXISTS (
    SELECT category_id, in_stock, new_price, search_tokens FROM removed WHERE active
    EXCEPT ALL
    SELECT category_id, in_stock, new_price, search_tokens FROM added WHERE active
  ) AND NOT EXISTS (
    SELECT category_id, in_stock, new_price, search_tokens FROM added WHERE active
    EXCEPT ALL
    SELECT category_id, in_stock, new_price, search_tokens FROM removed WHERE active
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_word_counts AS c (word, category_id, in_stock, new_price, n)
  SELECT w, category_id, in_stock, new_price, sum(d)::int FROM (
    SELECT category_id, in_stock, new_price, search_tokens, -1 AS d FROM removed WHERE active
    UNION ALL
    SELECT category_id, in_stock, new_price, search_tokens, 1 FROM added WHERE active
  ) AS changes, unnest(tsvector_to_array(search_tokens)) AS w
  GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (word, category_id, in_stock, new_price) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE TRIGGER products_words_counted_in AFTER INSERT ON products REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION count_words_added();
CREATE TRIGGER products_words_counted_out AFTER DELETE ON products REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION count_words_removed();
CREATE TRIGGER products_words_counted_again AFTER UPDATE ON products REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION count_words_changed();
