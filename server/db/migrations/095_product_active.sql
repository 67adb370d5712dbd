-- A per-product "active" flag (issue 13): an inactive product is hidden from shoppers (listings, search,
-- suggestions, its page, the sitemap, new orders) and stays in the desk. Adding a column with a constant
-- default rewrites nothing.
ALTER TABLE products ADD COLUMN active boolean NOT NULL DEFAULT true;

-- Every shopper query says `p.active`, so the listing indexes of 020 become partial on it: they keep
-- serving pages and counts index-only, and hidden products cost them nothing. (The desk lists all
-- products by name; it has its own index below.) Toggling the flag is an ordinary UPDATE: the trigger
-- of 020 sees a column other than stock change and announces {"product": id, "listings": true}.
DROP INDEX products_by_created_idx;
DROP INDEX products_by_price_idx;
DROP INDEX products_by_name_idx;
DROP INDEX products_category_by_created_idx;
DROP INDEX products_category_by_price_idx;
DROP INDEX products_category_by_name_idx;
CREATE INDEX products_by_created_idx ON products (created_at DESC, id) INCLUDE (in_stock, new_price) WHERE active;
CREATE INDEX products_by_price_idx ON products (new_price, id) INCLUDE (in_stock) WHERE active;
CREATE INDEX products_by_name_idx ON products (product_name, id) INCLUDE (in_stock, new_price) WHERE active;
CREATE INDEX products_category_by_created_idx ON products (category_id, created_at DESC, id) INCLUDE (in_stock, new_price) WHERE active;
CREATE INDEX products_category_by_price_idx ON products (category_id, new_price, id) INCLUDE (in_stock) WHERE active;
CREATE INDEX products_category_by_name_idx ON products (category_id, product_name, id) INCLUDE (in_stock, new_price) WHERE active;
CREATE INDEX products_desk_by_name_idx ON products (product_name, id);
