-- One catalogue read path (issue 25, docs/decisions/010-catalogue-read-path.md): with nothing to rebuild in
-- the API processes, an added or removed product and a colour or photo write announce the products they
-- touched, {"product": id, "listings": true}, instead of {"all": true}, so every process drops those products'
-- answers and the listings but keeps every other product's detail cached. A statement touching more than
-- 100 products (a bulk load) still says "all"; so do TRUNCATE and any category change (020).
CREATE FUNCTION notify_products_touched(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) > 100 THEN
    PERFORM pg_notify('catalogue_changes', '{"all":true}');
  ELSE
    PERFORM pg_notify('catalogue_changes', json_build_object('product', id, 'listings', true)::text)
    FROM unnest(ids) AS id;
  END IF;
END $$;

CREATE FUNCTION notify_products_in_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_products_touched(array(SELECT DISTINCT id FROM changed));
  RETURN NULL;
END $$;

CREATE FUNCTION notify_colours_in_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_products_touched(array(SELECT DISTINCT product_id FROM changed));
  RETURN NULL;
END $$;

CREATE FUNCTION notify_colours_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_products_touched(array(SELECT product_id FROM changed UNION SELECT product_id FROM before));
  RETURN NULL;
END $$;

DROP TRIGGER products_added_or_removed ON products;
DROP TRIGGER product_colors_changed ON product_colors;

CREATE TRIGGER products_added AFTER INSERT ON products REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_products_in_changed();
CREATE TRIGGER products_removed AFTER DELETE ON products REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_products_in_changed();
CREATE TRIGGER products_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER product_colors_added AFTER INSERT ON product_colors REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_colours_in_changed();
CREATE TRIGGER product_colors_removed AFTER DELETE ON product_colors REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_colours_in_changed();
CREATE TRIGGER product_colors_updated AFTER UPDATE ON product_colors REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_colours_updated();
CREATE TRIGGER product_colors_truncated AFTER TRUNCATE ON product_colors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
