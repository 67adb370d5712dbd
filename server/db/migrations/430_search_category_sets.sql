-- Search at scale (docs/search-engine.md): a category beside a colour or material ("olive work": office and laptop
-- bags in olive green, "jute work") keeps its products by number like the facets (380), so a total is an intersection
-- of sorted sets rather than a join of the colour's rows with the categories' products (34,625 olive rows hashed
-- against 6,552 products: 37 ms at 200,000 products). Only beside a facet: a category alone is summed from the
-- count tables, and a search's words in a category meet the tables' keys (listingFilters.ts `metWithFacets`).
-- Hidden products are in the sets too, as in the facets'. Kept by statement triggers on products in the same
-- transaction; a change that leaves every product's category as it was nets to nothing and writes nothing.
ALTER TABLE search_facet_sets DROP CONSTRAINT search_facet_sets_facet_check;
ALTER TABLE search_facet_sets ADD CONSTRAINT search_facet_sets_facet_check
  CHECK (facet IN ('color', 'material', 'category'));

INSERT INTO search_facet_sets (facet, value, products)
SELECT 'category', p.category_id, intarray.sort(array_agg(s.num))
FROM products p JOIN search_product_numbers s ON s.product_id = p.id GROUP BY p.category_id;

-- Products in (+1) and out (-1) of their categories, netted per category and number by apply_facet_deltas.
CREATE FUNCTION category_set_deltas(changes jsonb) RETURNS void LANGUAGE sql AS $$
  SELECT apply_facet_deltas(jsonb_agg(jsonb_build_object('facet', 'category', 'value', c.category_id, 'num', s.num,
    'd', c.d)))
  FROM jsonb_to_recordset(changes) AS c(id text, category_id text, d integer)
  JOIN search_product_numbers s ON s.product_id = c.id
  HAVING count(*) > 0
$$;

CREATE FUNCTION category_sets_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_product_numbers (product_id) SELECT id FROM added ORDER BY id ON CONFLICT DO NOTHING;
  PERFORM category_set_deltas((SELECT jsonb_agg(jsonb_build_object('id', id, 'category_id', category_id, 'd', 1)) FROM added));
  RETURN NULL;
END $$;
CREATE FUNCTION category_sets_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM category_set_deltas((SELECT jsonb_agg(jsonb_build_object('id', id, 'category_id', category_id, 'd', -1)) FROM removed));
  RETURN NULL;
END $$;
-- Only the rows whose id or category changed: a price or a name edit writes nothing.
CREATE FUNCTION category_sets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_product_numbers (product_id) SELECT id FROM added ORDER BY id ON CONFLICT DO NOTHING;
  PERFORM category_set_deltas((SELECT jsonb_agg(jsonb_build_object('id', c.id, 'category_id', c.category_id, 'd', c.d))
    FROM (
      (SELECT id, category_id, 1 AS d FROM added EXCEPT ALL SELECT id, category_id, 1 FROM removed)
      UNION ALL
      (SELECT id, category_id, -1 FROM removed EXCEPT ALL SELECT id, category_id, -1 FROM added)
    ) AS c));
  RETURN NULL;
END $$;

CREATE TRIGGER products_category_sets_in AFTER INSERT ON products REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION category_sets_in();
CREATE TRIGGER products_category_sets_out AFTER DELETE ON products REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION category_sets_out();
CREATE TRIGGER products_category_sets_changed AFTER UPDATE ON products REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION category_sets_changed();
