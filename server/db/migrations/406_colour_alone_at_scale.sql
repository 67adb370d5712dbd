-- Search at scale (issue 45): a search that is only a colour or a material ("black": 37,000 of 200,000 products)
-- lists in stock first, newest first. This index is that order, so the page is the first rows that pass the facet,
-- not a sort of all 37,000; the few hidden products are listed apart, so the total is the facet sets' size less
-- theirs (listingFilters.ts, countedTotalSql), not a count of the rows.
CREATE INDEX products_stock_first_idx ON products (in_stock DESC, created_at DESC, id) INCLUDE (new_price) WHERE active;
CREATE INDEX products_hidden_idx ON products (id) WHERE NOT active;
