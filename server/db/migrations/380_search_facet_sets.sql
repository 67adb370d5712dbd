-- Search at scale (docs/search-engine.md): the exact total of a search with a colour or material facet
-- ("black tote": 5,000 of 23,000 totes at 200,000 products) without reading its matches. Each colour name and
-- each material family lists its products by number (search_product_numbers, 250) as a sorted integer array;
-- the total is the size of the search's words' products (search_word_counts, 251) intersected with the facet's.
-- Hidden products are in the sets too: the words' products are shown ones only. Kept by statement triggers in
-- the same transaction as the change (a restore copies the table, triggers off, like the other derived ones);
-- a change that leaves names and materials as they were (stock, price) nets to nothing and writes nothing.
CREATE TABLE search_facet_sets (
  facet text NOT NULL CHECK (facet IN ('color', 'material')),
  value text NOT NULL,
  products integer[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (facet, value)
);

INSERT INTO search_facet_sets (facet, value, products)
SELECT 'color', pc.name, intarray.sort(array_agg(s.num))
FROM product_colors pc JOIN search_product_numbers s USING (product_id) GROUP BY pc.name;
INSERT INTO search_facet_sets (facet, value, products)
SELECT 'material', p.material, intarray.sort(array_agg(s.num))
FROM products p JOIN search_product_numbers s ON s.product_id = p.id WHERE p.material IS NOT NULL GROUP BY p.material;

-- One statement's changes per facet value and product, netted (+1 in, -1 out), applied in key order (no deadlock).
CREATE FUNCTION apply_facet_deltas(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_facet_sets AS f (facet, value, products)
  SELECT facet, value, intarray.sort(array_agg(num * d))
  FROM (
    SELECT facet, value, num, sum(d)::int AS d
    FROM jsonb_to_recordset(deltas) AS x(facet text, value text, num integer, d integer)
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0
  ) AS netted
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (facet, value) DO UPDATE SET products = search_apply(f.products, EXCLUDED.products)
$$;

-- A new value's row starts from its additions alone (search_apply on '{}' keeps the positive numbers). An update
-- is its old rows out and its new rows in, netted: only a renamed colour or a changed material writes.
CREATE FUNCTION colour_sets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_facet_deltas(jsonb_agg(jsonb_build_object('facet', 'color', 'value', c.name, 'num', s.num, 'd', c.d)))
  FROM (SELECT product_id, name, 1 AS d FROM added UNION ALL SELECT product_id, name, -1 FROM removed) AS c
  JOIN search_product_numbers s USING (product_id);
  RETURN NULL;
END $$;
CREATE FUNCTION material_sets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A product given another id gets a number for it.
  INSERT INTO search_product_numbers (product_id) SELECT id FROM added ORDER BY id ON CONFLICT DO NOTHING;
  PERFORM apply_facet_deltas(jsonb_agg(jsonb_build_object('facet', 'material', 'value', c.material, 'num', s.num, 'd', c.d)))
  FROM (SELECT id, material, 1 AS d FROM added UNION ALL SELECT id, material, -1 FROM removed) AS c
  JOIN search_product_numbers s ON s.product_id = c.id
  WHERE c.material IS NOT NULL;
  RETURN NULL;
END $$;

CREATE FUNCTION colour_sets_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Numbered here too: a statement that adds a product and its colours may fire this trigger first.
  INSERT INTO search_product_numbers (product_id) SELECT DISTINCT product_id FROM added ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM apply_facet_deltas(jsonb_agg(jsonb_build_object('facet', 'color', 'value', a.name, 'num', s.num, 'd', 1)))
  FROM added a JOIN search_product_numbers s USING (product_id);
  RETURN NULL;
END $$;
CREATE FUNCTION colour_sets_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_facet_deltas(jsonb_agg(jsonb_build_object('facet', 'color', 'value', r.name, 'num', s.num, 'd', -1)))
  FROM removed r JOIN search_product_numbers s USING (product_id);
  RETURN NULL;
END $$;
CREATE FUNCTION material_sets_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_product_numbers (product_id) SELECT id FROM added ORDER BY id ON CONFLICT DO NOTHING;
  PERFORM apply_facet_deltas(jsonb_agg(jsonb_build_object('facet', 'material', 'value', a.material, 'num', s.num, 'd', 1)))
  FROM added a JOIN search_product_numbers s ON s.product_id = a.id WHERE a.material IS NOT NULL;
  RETURN NULL;
END $$;
CREATE FUNCTION material_sets_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_facet_deltas(jsonb_agg(jsonb_build_object('facet', 'material', 'value', r.material, 'num', s.num, 'd', -1)))
  FROM removed r JOIN search_product_numbers s ON s.product_id = r.id WHERE r.material IS NOT NULL;
  RETURN NULL;
END $$;

CREATE TRIGGER product_colors_sets_in AFTER INSERT ON product_colors REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION colour_sets_in();
CREATE TRIGGER product_colors_sets_out AFTER DELETE ON product_colors REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION colour_sets_out();
CREATE TRIGGER product_colors_sets_changed AFTER UPDATE ON product_colors REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION colour_sets_changed();

CREATE TRIGGER products_material_sets_in AFTER INSERT ON products REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION material_sets_in();
CREATE TRIGGER products_material_sets_out AFTER DELETE ON products REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION material_sets_out();
CREATE TRIGGER products_material_sets_changed AFTER UPDATE ON products REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION material_sets_changed();
