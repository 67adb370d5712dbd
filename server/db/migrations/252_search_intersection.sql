-- Search at scale (docs/decisions/020-search-at-scale.md): the products having every term of a search, per key,
-- from search_word_counts.products (251): the intersection of each term's union. Its size tells the ranking
-- whether its "all terms" tiers are empty, small enough to take whole, or worth walking newest first.
CREATE AGGREGATE search_inter(integer[]) (SFUNC = intarray._int_inter, STYPE = integer[]);
