-- Search at scale (docs/search-engine.md, step 4): each catalogue word's shown products, anywhere and in the name,
-- as one sorted integer array: the union of its search_word_counts rows (251, 254) over every key. Under a colour
-- or material, who has a search's terms is then the facet's set met with a few words' sets (a merge of sorted
-- arrays in C) instead of gathering a common word's thousands of per-key rows ("bag" is in nearly every name).
-- Kept by statement triggers on products, in the same transaction; a change that leaves every product's words and
-- visibility as they were (stock, price: most updates) writes nothing. A restore copies the table, triggers off, like
-- the other derived ones. Stored uncompressed: it is read whole by every such search.
CREATE TABLE search_word_sets (
  word text PRIMARY KEY,
  products integer[] NOT NULL DEFAULT '{}',
  named integer[] NOT NULL DEFAULT '{}'
);
ALTER TABLE search_word_sets ALTER COLUMN products SET STORAGE EXTERNAL, ALTER COLUMN named SET STORAGE EXTERNAL;

INSERT INTO search_word_sets (word, products, named)
SELECT word, intarray.sort(ARRAY(SELECT unnest(products) FROM search_word_counts c WHERE c.word = w.word)),
  intarray.sort(ARRAY(SELECT unnest(named) FROM search_word_counts c WHERE c.word = w.word))
FROM (SELECT DISTINCT word FROM search_word_counts) AS w;

-- One statement's words in (+1) and out (-1) per product, netted per word and number, applied in word order (no
-- deadlock): only a word a product truly gains or loses (anywhere, or in its name) rewrites that word's arrays.
CREATE FUNCTION apply_word_set_deltas(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_word_sets AS s (word, products, named)
  SELECT word, intarray.sort(coalesce(array_agg(num * d) FILTER (WHERE d <> 0), '{}')),
    intarray.sort(coalesce(array_agg(num * nd) FILTER (WHERE nd <> 0), '{}'))
  FROM (
    SELECT word, num, sum(d)::int AS d, sum(nd)::int AS nd
    FROM jsonb_to_recordset(deltas) AS x(word text, num integer, d integer, nd integer)
    GROUP BY 1, 2 HAVING sum(d) <> 0 OR sum(nd) <> 0
  ) AS netted
  GROUP BY word ORDER BY word
  ON CONFLICT (word) DO UPDATE SET products = search_apply(s.products, EXCLUDED.products),
    named = search_apply(s.named, EXCLUDED.named)
$$;

-- The signed words of shown products (`d` +1 in, -1 out), each with its number and whether it is in the name.
CREATE FUNCTION word_set_deltas(products jsonb, d integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_agg(jsonb_build_object('word', w, 'num', s.num, 'd', d,
    'nd', CASE WHEN word_in_name(w, p.name_tokens) THEN d ELSE 0 END))
  FROM jsonb_to_recordset(products) AS p(id text, active boolean, search_tokens tsvector, name_tokens tsvector)
  JOIN search_product_numbers s ON s.product_id = p.id, unnest(tsvector_to_array(p.search_tokens)) AS w
  WHERE p.active
$$;

CREATE FUNCTION word_sets_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Numbered here too: this trigger may fire before the others that number a new product.
  INSERT INTO search_product_numbers (product_id) SELECT id FROM added ORDER BY id ON CONFLICT DO NOTHING;
  INSERT INTO search_word_sets AS s (word, products, named)
  SELECT w, intarray.sort(array_agg(n.num)),
    intarray.sort(coalesce(array_agg(n.num) FILTER (WHERE word_in_name(w, a.name_tokens)), '{}'))
  FROM added a JOIN search_product_numbers n ON n.product_id = a.id, unnest(tsvector_to_array(a.search_tokens)) AS w
  WHERE a.active
  GROUP BY w ORDER BY w
  ON CONFLICT (word) DO UPDATE SET products = intarray._int_union(s.products, EXCLUDED.products),
    named = intarray._int_union(s.named, EXCLUDED.named);
  RETURN NULL;
END $$;
CREATE FUNCTION word_sets_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_word_set_deltas(word_set_deltas(jsonb_agg(jsonb_build_object('id', id, 'active', active,
    'search_tokens', search_tokens, 'name_tokens', name_tokens)), -1))
  FROM removed WHERE active;
  RETURN NULL;
END $$;
CREATE FUNCTION word_sets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the products whose words, name or visibility changed (an order moving stock, a new price: none).
  INSERT INTO search_product_numbers (product_id) SELECT id FROM added ORDER BY id ON CONFLICT DO NOTHING;
  PERFORM apply_word_set_deltas(
    coalesce(word_set_deltas(jsonb_agg(c.product) FILTER (WHERE c.d = 1), 1), '[]')
    || coalesce(word_set_deltas(jsonb_agg(c.product) FILTER (WHERE c.d = -1), -1), '[]'))
  FROM (
    (SELECT jsonb_build_object('id', id, 'active', active, 'search_tokens', search_tokens, 'name_tokens', name_tokens)
       AS product, 1 AS d FROM (SELECT id, active, search_tokens, name_tokens FROM added
       EXCEPT ALL SELECT id, active, search_tokens, name_tokens FROM removed) AS gained)
    UNION ALL
    (SELECT jsonb_build_object('id', id, 'active', active, 'search_tokens', search_tokens, 'name_tokens', name_tokens),
       -1 FROM (SELECT id, active, search_tokens, name_tokens FROM removed
       EXCEPT ALL SELECT id, active, search_tokens, name_tokens FROM added) AS lost)
  ) AS c
  HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE TRIGGER products_word_sets_in AFTER INSERT ON products REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION word_sets_in();
CREATE TRIGGER products_word_sets_out AFTER DELETE ON products REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION word_sets_out();
CREATE TRIGGER products_word_sets_changed AFTER UPDATE ON products REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION word_sets_changed();
