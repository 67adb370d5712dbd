/** The API's product shape (spec §3) built by Postgres itself, so a page is one round trip. */
export const PRODUCT_JSON = `json_build_object(
  '_id', p.id,
  'productName', p.product_name,
  'description', p.description,
  'returnPolicy', p.return_policy,
  'newPrice', p.new_price,
  'oldPrice', p.old_price,
  'inStock', p.stock > 0,
  'category', json_build_object('_id', c.id, 'categoryName', c.category_name),
  'colors', COALESCE((
    SELECT json_agg(json_build_object('colorName', pc.name, 'colorCode', pc.hex, 'images', pc.images) ORDER BY pc.position)
    FROM product_colors pc WHERE pc.product_id = p.id), '[]'::json),
  'specifications', p.specifications,
  'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
)`;

/** What a shopper may see of products \`p\`: an operator can hide a product from the shop (migration 095). */
export const SHOWN = 'p.active';

/** The searchable text; the trigram GIN index is built on this exact expression. */
export const SEARCH_DOCUMENT = `(p.product_name || ' ' || p.description)`;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
