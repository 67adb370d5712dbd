-- Search at scale (issue 25, docs/decisions/020-search-at-scale.md): the exact total of a search of several
-- catalogue words ("leather wallet": 97,000 products at 200,000) without reading its matches. Each
-- search_word_counts row (141) also lists its products, by a number of their own, as a sorted integer array;
-- a total is the union of its words' arrays per key (category, in stock, price: keys never share a product),
-- summed (products are numbered in search_product_numbers, 250). intarray's union and difference work on whole arrays in C, and lives in a schema of its own so its
-- operators do not replace PostgreSQL's own for every integer array.
CREATE SCHEMA IF NOT EXISTS intarray;
CREATE EXTENSION IF NOT EXISTS intarray SCHEMA intarray;

ALTER TABLE search_word_counts ADD COLUMN products integer[] NOT NULL DEFAULT '{}';
TRUNCATE search_word_counts;
INSERT INTO search_word_counts (word, category_id, in_stock, new_price, n, products)
SELECT w, p.category_id, p.in_stock, p.new_price, count(*)::int, intarray.sort(array_agg(s.num))
FROM products p JOIN search_product_numbers s ON s.product_id = p.id, unnest(tsvector_to_array(p.search_tokens)) AS w
WHERE p.active GROUP BY 1, 2, 3, 4;

-- The union of a search's words' products in one key.
CREATE AGGREGATE search_union(integer[]) (SFUNC = intarray._int_union, STYPE = integer[], INITCOND = '{}');

-- `signed`: numbers to add (positive) and to take out (negated), netted per product by the caller.
CREATE FUNCTION search_apply(products integer[], signed integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT intarray._int_union(
    intarray.intset_subtract(products, ARRAY(SELECT -x FROM unnest(signed) AS x WHERE x < 0)),
    ARRAY(SELECT x FROM unnest(signed) AS x WHERE x > 0))
$$;

-- One statement's changes, per product and word netted (+1 added, -1 removed), applied per key in key order
-- like before (no deadlock): the count and the products move together.
CREATE FUNCTION apply_word_deltas(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_word_counts AS c (word, category_id, in_stock, new_price, n, products)
  SELECT word, category_id, in_stock, new_price, sum(d)::int, intarray.sort(array_agg(num * d))
  FROM (
    SELECT word, category_id, in_stock, new_price, num, sum(d)::int AS d
    FROM jsonb_to_recordset(deltas) AS x(word text, category_id text, in_stock boolean, new_price integer, num integer, d integer)
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0
  ) AS netted
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (word, category_id, in_stock, new_price)
  DO UPDATE SET n = c.n + EXCLUDED.n, products = search_apply(c.products, EXCLUDED.products)
$$;

CREATE OR REPLACE FUNCTION count_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_product_numbers (product_id) SELECT id FROM added ORDER BY id ON CONFLICT DO NOTHING;
  INSERT INTO search_word_counts AS c (word, category_id, in_stock, new_price, n, products)
  SELECT w, a.category_id, a.in_stock, a.new_price, count(*)::int, intarray.sort(array_agg(s.num))
  FROM added a JOIN search_product_numbers s ON s.product_id = a.id, unnest(tsvector_to_array(a.search_tokens)) AS w
  WHERE a.active
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (word, category_id, in_stock, new_price)
  DO UPDATE SET n = c.n + EXCLUDED.n, products = intarray._int_union(c.products, EXCLUDED.products);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION count_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_word_deltas(jsonb_agg(jsonb_build_object('word', w, 'category_id', r.category_id,
    'in_stock', r.in_stock, 'new_price', r.new_price, 'num', s.num, 'd', -1)))
  FROM removed r JOIN search_product_numbers s ON s.product_id = r.id, unnest(tsvector_to_array(r.search_tokens)) AS w
  WHERE r.active;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION count_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates are orders moving stock: nothing counted here changed, so nothing to net.
  IF NOT EXISTS (
    SELECT id, category_id, in_stock, new_price, search_tokens FROM removed WHERE active
    EXCEPT ALL
    SELECT id, category_id, in_stock, new_price, search_tokens FROM added WHERE active
  ) AND NOT EXISTS (
    SELECT id, category_id, in_stock, new_price, search_tokens FROM added WHERE active
    EXCEPT ALL
    SELECT id, category_id, in_stock, new_price, search_tokens FROM removed WHERE active
  ) THEN
    RETURN NULL;
  END IF;
  -- A product given another id gets a number for it.
  INSERT INTO search_product_numbers (product_id) SELECT id FROM added ORDER BY id ON CONFLICT DO NOTHING;
  PERFORM apply_word_deltas(jsonb_agg(jsonb_build_object('word', w, 'category_id', changes.category_id,
    'in_stock', changes.in_stock, 'new_price', changes.new_price, 'num', s.num, 'd', changes.d)))
  FROM (
    SELECT id, category_id, in_stock, new_price, search_tokens, -1 AS d FROM removed WHERE active
    UNION ALL
    SELECT id, category_id, in_stock, new_price, search_tokens, 1 FROM added WHERE active
  ) AS changes JOIN search_product_numbers s ON s.product_id = changes.id, unnest(tsvector_to_array(changes.search_tokens)) AS w;
  RETURN NULL;
END $$;
