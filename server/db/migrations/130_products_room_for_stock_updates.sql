-- Orders at 200,000 products (issue 10). Every order updates its products' stock. Such an update is
-- HOT (no index entry written; products has 13 indexes, 4 of them GIN) only when the row's new
-- version fits on the same page. A product row is ~1.6 kB (name, description, specifications and
-- two tsvectors), and the fillfactor of 90 set in 020 leaves 819 bytes: in the 200k bench database
-- a quarter to a third of the orders moved their product to another page and wrote into every index, and an
-- order there wrote ~28 kB of WAL (4 full-page images) against ~10 kB where the update stayed HOT.
--
-- 75 leaves 2 kB free on every page, which holds a new version of any row: PostgreSQL compresses or
-- moves out (TOAST) whatever makes a row longer than ~2 kB. Rows of ~1.6 kB pack 3 to a page at
-- either fillfactor once updates have moved them (the 200k bench table: 65,661 pages before, 66,667 after).
ALTER TABLE products SET (fillfactor = 75);

-- A fillfactor only applies to pages written from now on: rewrite the table so every page has the
-- room now. It locks products (reads too) while it runs: about 30 s at 200,000 products, instant
-- for the demo catalogue (and on a new database the table is still empty here).
CLUSTER products USING products_pkey;
