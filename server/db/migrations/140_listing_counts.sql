-- One catalogue read path (issue 25, docs/decisions/010-catalogue-read-path.md): a listing's exact
-- "of N products" without counting the rows. Shown products grouped by what a listing filters on
-- (category, in stock, price), kept by the products' own triggers in the same transaction as the change,
-- so every API process reads the same figures. A total is the sum of a few hundred rows at most, for any
-- price range (prices are whole rupees: a catalogue has few distinct ones).
CREATE TABLE listing_counts (
  category_id text NOT NULL,
  in_stock boolean NOT NULL,
  new_price integer NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (category_id, in_stock, new_price)
);
-- Shop-wide price ranges (no category) read this one instead of every category's rows.
CREATE INDEX listing_counts_by_price_idx ON listing_counts (in_stock, new_price) INCLUDE (n);

INSERT INTO listing_counts (category_id, in_stock, new_price, n)
SELECT category_id, in_stock, new_price, count(*)::int FROM products WHERE active GROUP BY 1, 2, 3;

-- One statement's changes, netted per key and applied in key order: two transactions touching the same
-- keys lock them in the same order (no deadlock). Stock moving without crossing zero nets to nothing,
-- so an order's update writes no row here.
CREATE FUNCTION apply_listing_count_deltas(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO listing_counts AS lc (category_id, in_stock, new_price, n)
  SELECT category_id, in_stock, new_price, sum(d)::int
  FROM jsonb_to_recordset(deltas) AS x(category_id text, in_stock boolean, new_price integer, d integer)
  GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (category_id, in_stock, new_price) DO UPDATE SET n = lc.n + EXCLUDED.n
$$;

CREATE FUNCTION count_added_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_listing_count_deltas(jsonb_agg(jsonb_build_object(
    'category_id', category_id, 'in_stock', in_stock, 'new_price', new_price, 'd', 1)))
  FROM added WHERE active;
  RETURN NULL;
END $$;

CREATE FUNCTION count_removed_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_listing_count_deltas(jsonb_agg(jsonb_build_object(
    'category_id', category_id, 'in_stock', in_stock, 'new_price', new_price, 'd', -1)))
  FROM removed WHERE active;
  RETURN NULL;
END $$;

CREATE FUNCTION count_changed_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_listing_count_deltas(jsonb_agg(x)) FROM (
    SELECT jsonb_build_object('category_id', category_id, 'in_stock', in_stock, 'new_price', new_price, 'd', -1) AS x
    FROM removed WHERE active
    UNION ALL
    SELECT jsonb_build_object('category_id', category_id, 'in_stock', in_stock, 'new_price', new_price, 'd', 1)
    FROM added WHERE active
  ) AS changes;
  RETURN NULL;
END $$;

CREATE TRIGGER products_counted_in AFTER INSERT ON products REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION count_added_products();
CREATE TRIGGER products_counted_out AFTER DELETE ON products REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION count_removed_products();
CREATE TRIGGER products_counted_again AFTER UPDATE ON products REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION count_changed_products();
