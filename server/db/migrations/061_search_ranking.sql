-- Edit distance for typos the trigrams miss (a swapped pair: clucth, bakcpack); a contrib extension like pg_trgm.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- Search that ranks (issue 14). `name_tokens` holds the words of the name alone, split exactly like
-- `search_tokens`, so "the word is in the name" is an indexed test too; relevance puts those first.
ALTER TABLE products
  ADD COLUMN name_tokens tsvector GENERATED ALWAYS AS (
    array_to_tsvector(array_remove(regexp_split_to_array(lower(product_name), '[^[:alnum:]]+'), ''))
  ) STORED;
CREATE INDEX products_name_tokens_idx ON products USING gin (name_tokens);

-- The catalogue's words now carry how many products use them: rare words weigh more in the ranking
-- ("leather wallet": wallet decides more than leather), and "Did you mean" prefers common spellings.
-- Words of two letters are kept ("14" inch, "a4"), so a short query word is a word of the catalogue too.
DROP MATERIALIZED VIEW search_words;
CREATE MATERIALIZED VIEW search_words AS
  SELECT t.word, count(*)::int AS docs
  FROM products p, unnest(tsvector_to_array(p.search_tokens)) AS t(word)
  WHERE length(t.word) >= 2
  GROUP BY t.word;

CREATE UNIQUE INDEX search_words_word_idx ON search_words (word);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
CREATE INDEX search_words_prefix_idx ON search_words (word text_pattern_ops);
