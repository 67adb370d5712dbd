-- Search at scale (issue 45): a search read as kinds of bag and a colour or material ("black tote", "olive work")
-- lists in stock first, newest first, within its categories. products_stock_first_idx (migration 406) is that order
-- across the whole catalogue, so a page read it until 12 of the categories passed the facet (2,998 rows for "olive
-- work" at 200,000 products); this one is the order within one category, read once per category and merged
-- (products.ts, sortedPage).
CREATE INDEX products_category_stock_first_idx ON products (category_id, in_stock DESC, created_at DESC, id)
  INCLUDE (new_price) WHERE active;
