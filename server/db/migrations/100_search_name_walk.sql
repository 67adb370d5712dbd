-- Relevance search collects the newest few hundred candidates of each tier by walking products newest
-- first (catalogue/productSearch.ts). The words of the name ride in this index, so the tiers "all terms in
-- the name" and "each term in the name" are index-only walks: at 200,000 products "leather wallet" skips
-- 7,000 rows to find its 300 newest with both words in the name, without visiting one of them in the heap.
-- in_stock and new_price ride too, so the same walk serves a search with those filters; partial on `active`
-- like the listing indexes of 095, as every shopper query says `p.active`. Names are short (their words
-- take under 100 bytes), far below a b-tree entry's limit.
CREATE INDEX products_by_created_names_idx ON products (created_at DESC, id) INCLUDE (in_stock, new_price, name_tokens)
  WHERE active;
