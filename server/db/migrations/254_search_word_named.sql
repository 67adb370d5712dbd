-- Search at scale (docs/decisions/020-search-at-scale.md): each search_word_counts row (141, 251) also lists the
-- products whose name has the word (`named`, a part of `products`). The products with every term of a search in
-- the name are then an intersection like those with every term anywhere (252): none, a few taken whole, or
-- many, walked knowing who they are. Before, the ranking walked the rarest term's names to find them, looking the
-- other terms up product by product ("block handle": 4,475 postings and 3,501 lookups at 200,000 to find none).
ALTER TABLE search_word_counts ADD COLUMN named integer[] NOT NULL DEFAULT '{}';
UPDATE search_word_counts c SET named = x.named
FROM (SELECT word, category_id, in_stock, new_price, intarray.sort(array_agg(num)) AS named
      FROM search_postings WHERE in_name GROUP BY 1, 2, 3, 4) AS x
WHERE c.word = x.word AND c.category_id = x.category_id AND c.in_stock = x.in_stock AND c.new_price = x.new_price;

-- Whether a word of a product's search_tokens is in its name, as search_postings.in_name (250).
CREATE FUNCTION word_in_name(word text, name_tokens tsvector) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT tsvector_to_array(name_tokens) @> ARRAY[word]
$$;

-- Each delta also says whether the word is in the product's name; a name losing a word its text keeps nets to
-- nothing in `products` but leaves `named`.
CREATE OR REPLACE FUNCTION apply_word_deltas(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_word_counts AS c (word, category_id, in_stock, new_price, n, products, named)
  SELECT word, category_id, in_stock, new_price, sum(d)::int,
    intarray.sort(coalesce(array_agg(num * d) FILTER (WHERE d <> 0), '{}')),
    intarray.sort(coalesce(array_agg(num * nd) FILTER (WHERE nd <> 0), '{}'))
  FROM (
    SELECT word, category_id, in_stock, new_price, num, sum(d)::int AS d,
      sum(CASE WHEN named THEN d ELSE 0 END)::int AS nd
    FROM jsonb_to_recordset(deltas)
      AS x(word text, category_id text, in_stock boolean, new_price integer, num integer, d integer, named boolean)
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 OR sum(CASE WHEN named THEN d ELSE 0 END) <> 0
  ) AS netted
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (word, category_id, in_stock, new_price)
  DO UPDATE SET n = c.n + EXCLUDED.n, products = search_apply(c.products, EXCLUDED.products),
    named = search_apply(c.named, EXCLUDED.named)
$$;

CREATE OR REPLACE FUNCTION count_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_product_numbers (product_id) SELECT id FROM added ORDER BY id ON CONFLICT DO NOTHING;
  INSERT INTO search_word_counts AS c (word, category_id, in_stock, new_price, n, products, named)
  SELECT w, a.category_id, a.in_stock, a.new_price, count(*)::int, intarray.sort(array_agg(s.num)),
    intarray.sort(coalesce(array_agg(s.num) FILTER (WHERE word_in_name(w, a.name_tokens)), '{}'))
  FROM added a JOIN search_product_numbers s ON s.product_id = a.id, unnest(tsvector_to_array(a.search_tokens)) AS w
  WHERE a.active
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (word, category_id, in_stock, new_price)
  DO UPDATE SET n = c.n + EXCLUDED.n, products = intarray._int_union(c.products, EXCLUDED.products),
    named = intarray._int_union(c.named, EXCLUDED.named);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION count_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_word_deltas(jsonb_agg(jsonb_build_object('word', w, 'category_id', r.category_id,
    'in_stock', r.in_stock, 'new_price', r.new_price, 'num', s.num, 'd', -1, 'named', word_in_name(w, r.name_tokens))))
  FROM removed r JOIN search_product_numbers s ON s.product_id = r.id, unnest(tsvector_to_array(r.search_tokens)) AS w
  WHERE r.active;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION count_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates are orders moving stock: nothing counted here changed, so nothing to net.
  IF NOT EXISTS (
    SELECT id, category_id, in_stock, new_price, search_tokens, name_tokens FROM removed WHERE active
    EXCEPT ALL
    SELECT id, category_id, in_stock, new_price, search_tokens, name_tokens FROM added WHERE active
  ) AND NOT EXISTS (
    SELECT id, category_id, in_stock, new_price, search_tokens, name_tokens FROM added WHERE active
    EXCEPT ALL
    SELECT id, category_id, in_stock, new_price, search_tokens, name_tokens FROM removed WHERE active
  ) THEN
    RETURN NULL;
  END IF;
  -- A product given another id gets a number for it.
  INSERT INTO search_product_numbers (product_id) SELECT id FROM added ORDER BY id ON CONFLICT DO NOTHING;
  PERFORM apply_word_deltas(jsonb_agg(jsonb_build_object('word', w, 'category_id', changes.category_id,
    'in_stock', changes.in_stock, 'new_price', changes.new_price, 'num', s.num, 'd', changes.d,
    'named', word_in_name(w, changes.name_tokens))))
  FROM (
    SELECT id, category_id, in_stock, new_price, search_tokens, name_tokens, -1 AS d FROM removed WHERE active
    UNION ALL
    SELECT id, category_id, in_stock, new_price, search_tokens, name_tokens, 1 FROM added WHERE active
  ) AS changes JOIN search_product_numbers s ON s.product_id = changes.id, unnest(tsvector_to_array(changes.search_tokens)) AS w;
  RETURN NULL;
END $$;
