-- Listing and search at 200,000 products (issue 10).

-- Stock moves on every order; keeping `stock` out of every index lets those updates stay HOT
-- (no index writes), and the room left on each page gives them somewhere to go.
ALTER TABLE products SET (fillfactor = 90);

-- `in_stock` changes only when stock crosses zero, so filtering on it (and carrying it in indexes)
-- costs orders nothing. `search_tokens` holds the lower-cased words of name and description, split
-- exactly like the `search_words` view, so a query word expands to catalogue words there and is
-- matched here through a GIN index instead of a scan.
ALTER TABLE products
  ADD COLUMN in_stock boolean GENERATED ALWAYS AS (stock > 0) STORED,
  ADD COLUMN search_tokens tsvector GENERATED ALWAYS AS (
    array_to_tsvector(array_remove(regexp_split_to_array(lower(product_name || ' ' || description), '[^[:alnum:]]+'), ''))
  ) STORED;

DROP INDEX products_category_created_idx;
DROP INDEX products_created_idx;
DROP INDEX products_price_idx;
DROP INDEX products_name_idx;
DROP INDEX products_in_stock_idx; -- its predicate (stock > 0) made every stock update non-HOT

-- One index per sort (and per sort within a category), each ending in the id tiebreak. The other
-- filters ride along in INCLUDE, so deep pages and counts are index-only, never heap visits.
-- The opposite direction is the same index read backwards plus an incremental sort of ties.
CREATE INDEX products_by_created_idx ON products (created_at DESC, id) INCLUDE (in_stock, new_price);
CREATE INDEX products_by_price_idx ON products (new_price, id) INCLUDE (in_stock);
CREATE INDEX products_by_name_idx ON products (product_name, id) INCLUDE (in_stock, new_price);
CREATE INDEX products_category_by_created_idx ON products (category_id, created_at DESC, id) INCLUDE (in_stock, new_price);
CREATE INDEX products_category_by_price_idx ON products (category_id, new_price, id) INCLUDE (in_stock);
CREATE INDEX products_category_by_name_idx ON products (category_id, product_name, id) INCLUDE (in_stock, new_price);
CREATE INDEX products_search_tokens_idx ON products USING gin (search_tokens);

-- Every API process LISTENs on `catalogue_changes` and drops what a change made stale:
-- {"product": id, "listings": bool} for one product, {"all": true} when rows come or go.
-- Stock moving without crossing zero changes the product's detail only, not any listing.
CREATE FUNCTION notify_product_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD IS NOT DISTINCT FROM NEW THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('catalogue_changes', json_build_object(
    'product', NEW.id,
    'listings', OLD.in_stock IS DISTINCT FROM NEW.in_stock
      OR to_jsonb(OLD) - 'stock' - 'search_tokens' IS DISTINCT FROM to_jsonb(NEW) - 'stock' - 'search_tokens'
  )::text);
  IF OLD.id IS DISTINCT FROM NEW.id THEN
    PERFORM pg_notify('catalogue_changes', json_build_object('product', OLD.id, 'listings', true)::text);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changes', '{"all":true}');
  RETURN NULL;
END $$;

CREATE TRIGGER products_changed AFTER UPDATE ON products FOR EACH ROW EXECUTE FUNCTION notify_product_change();
CREATE TRIGGER products_added_or_removed AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER product_colors_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_colors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
