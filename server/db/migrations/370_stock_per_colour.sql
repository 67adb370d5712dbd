-- Stock per colour (issue 43, docs/decisions/028-stock-per-colour.md). Each colour keeps its own count;
-- `products.stock` becomes their sum, kept by one trigger here and written by nothing else, so `in_stock`
-- (generated: stock > 0), the listing indexes, the count tables and the "in stock first" ranking follow the
-- colours without a change of their own. The colours' stock stays out of every index (HOT updates).
ALTER TABLE product_colors ADD COLUMN stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0);

-- The documented choice: every existing colour starts with the product's whole count (the shop never knew
-- how that count split across colours; giving each colour all of it never refuses a sale that was possible
-- before, and the owner corrects each colour on the desk).
UPDATE product_colors pc SET stock = p.stock FROM products p WHERE p.id = pc.product_id AND p.stock > 0;

-- Existing products: their stock becomes the sum of their colours (a product with no colour cannot be
-- ordered, so it holds none).
UPDATE products p SET stock = coalesce((SELECT sum(pc.stock) FROM product_colors pc WHERE pc.product_id = p.id), 0)
WHERE p.stock IS DISTINCT FROM coalesce((SELECT sum(pc.stock) FROM product_colors pc WHERE pc.product_id = p.id), 0);

-- The one place a product's stock is computed: the colours' changes, netted per product. Orders and restocks lock
-- their products in id order before touching colours, so this UPDATE finds its rows already theirs.
CREATE FUNCTION product_stock_from_colours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET stock = p.stock + d.delta
    FROM (SELECT product_id, sum(stock)::int AS delta FROM changed GROUP BY product_id) d
    WHERE p.id = d.product_id AND d.delta <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products p SET stock = p.stock - d.delta
    FROM (SELECT product_id, sum(stock)::int AS delta FROM before GROUP BY product_id) d
    WHERE p.id = d.product_id AND d.delta <> 0;
  ELSE
    UPDATE products p SET stock = p.stock + d.delta
    FROM (SELECT product_id, sum(delta)::int AS delta FROM (
            SELECT product_id, stock AS delta FROM changed
            UNION ALL SELECT product_id, -stock FROM before) m
          GROUP BY product_id) d
    WHERE p.id = d.product_id AND d.delta <> 0;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER product_colors_stock_added AFTER INSERT ON product_colors REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_stock_from_colours();
CREATE TRIGGER product_colors_stock_removed AFTER DELETE ON product_colors REFERENCING OLD TABLE AS before
  FOR EACH STATEMENT EXECUTE FUNCTION product_stock_from_colours();
CREATE TRIGGER product_colors_stock_moved AFTER UPDATE ON product_colors REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_stock_from_colours();

-- Nothing else writes a product's stock: a direct write would be a second truth beside the colours.
CREATE FUNCTION product_stock_is_the_colours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 AND NEW.stock IS DISTINCT FROM (CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.stock END) THEN
    RAISE EXCEPTION 'products.stock is the sum of its colours'' stock: write product_colors.stock instead'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER products_stock_guard BEFORE INSERT OR UPDATE OF stock ON products
  FOR EACH ROW EXECUTE FUNCTION product_stock_is_the_colours();

-- An order moves a colour's stock on every sale: announce the listings only when a colour's shape changes or its
-- stock crosses zero (a listing shows whether each colour is in stock, not how many); a count that merely moves
-- drops the product's own answers ({"listings": false}), as the product row's trigger does for its sum.
CREATE OR REPLACE FUNCTION notify_colours_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listed text[] := array(
    SELECT DISTINCT coalesce(n.product_id, o.product_id)
    FROM changed n FULL JOIN before o ON o.product_id = n.product_id AND o.position = n.position
    WHERE n.product_id IS NULL OR o.product_id IS NULL
       OR to_jsonb(n) - 'stock' IS DISTINCT FROM to_jsonb(o) - 'stock' OR (n.stock > 0) <> (o.stock > 0));
  counted text[] := array(SELECT DISTINCT product_id FROM changed EXCEPT SELECT unnest(listed));
BEGIN
  PERFORM notify_products_touched(listed);
  IF cardinality(counted) > 100 THEN
    PERFORM pg_notify('catalogue_changes', '{"all":true}');
  ELSE
    PERFORM pg_notify('catalogue_changes', json_build_object('product', id, 'listings', false)::text)
    FROM unnest(counted) AS id;
  END IF;
  RETURN NULL;
END $$;
