-- Facets of the listing (issue 30): what a bag is made of and how much it is marked down, as columns
-- the listing filters and counts read. Both follow the product's own data, so an owner's edit of the
-- specifications or the prices moves them in the same statement.

-- The material family of a product, from its "Material" specification (docs/product.md §2, facets):
-- its main material (before the lining) in families a shopper picks from; vegan (PU) leather is told apart
-- from leather first, as "vegan leather" also says "leather".
CREATE FUNCTION material_family(specifications jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN m IS NULL THEN NULL
    WHEN m ~ '(vegan|faux|pu|synthetic|artificial) leather|polyurethane' THEN 'vegan-leather'
    WHEN m ~ 'suede' THEN 'suede'
    WHEN m ~ 'leather|cowhide|lambskin' THEN 'leather'
    WHEN m ~ 'velvet' THEN 'velvet'
    WHEN m ~ 'bandhani|silk' THEN 'silk'
    WHEN m ~ 'jute' THEN 'jute'
    WHEN m ~ 'canvas' THEN 'canvas'
    WHEN m ~ 'nylon|polyester' THEN 'nylon'
    WHEN m ~ 'cork' THEN 'cork'
    WHEN m ~ 'cotton' THEN 'cotton'
    ELSE 'other'
  END
  FROM (SELECT (
    SELECT split_part(lower(s->>'value'), ',', 1) FROM jsonb_array_elements(specifications) s
    WHERE lower(s->>'label') = 'material' LIMIT 1
  ) AS m) AS spec
$$;

-- The discount the shop shows (docs/product.md §5: the rounded reduction from the old price, else 0).
ALTER TABLE products
  ADD COLUMN material text GENERATED ALWAYS AS (material_family(specifications)) STORED,
  ADD COLUMN discount integer GENERATED ALWAYS AS (
    CASE WHEN new_price > 0 AND old_price > new_price THEN round((old_price - new_price) * 100.0 / old_price)::int ELSE 0 END
  ) STORED;
