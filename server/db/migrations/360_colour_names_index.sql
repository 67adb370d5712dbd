-- The catalogue's colour names, read by every search to understand colour words (issue 41,
-- docs/decisions/026-colour-material-and-hindi-words.md): one probe per distinct name instead of reading every
-- product's colours; also "which products come in Black" for the colour filter without reading every product.
CREATE INDEX product_colors_by_name_idx ON product_colors (name, product_id);
