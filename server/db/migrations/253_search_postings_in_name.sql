-- Search at scale (docs/decisions/020-search-at-scale.md): the name tiers walk a word's postings in names only.
-- Through the whole index, a word seldom in a name ("zipped": 13,000 postings, none in a name) was read to its
-- end to find none; here a walk reads only what it keeps.
CREATE INDEX search_postings_in_name_idx ON search_postings (word, created_at DESC, product_id)
  INCLUDE (category_id, in_stock, new_price, num) WHERE in_name;
