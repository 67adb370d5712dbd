import { LOW_STOCK_LEFT } from '../../api-schema/constants';
import { PHOTO_IMAGE_WIDTH } from '../../api-schema/photos';

/**
 * A colour: its uploaded photos' WebP URLs lead `images` (spec clients, the cart and link previews
 * read those) with `photos` beside them; without photos, the drawn pictures and no `photos` key.
 */
const COLOUR_JSON = `json_strip_nulls(json_build_object('colorName', pc.name, 'colorCode', pc.hex,
  'images', CASE WHEN pc.photos IS NULL THEN to_json(pc.images)
    ELSE (SELECT json_agg((ph->>'src') || '-${PHOTO_IMAGE_WIDTH}.webp') FROM jsonb_array_elements(pc.photos) ph) END,
  'photos', pc.photos, 'inStock', pc.stock > 0,
  'stockLeft', CASE WHEN pc.stock BETWEEN 1 AND ${LOW_STOCK_LEFT} THEN pc.stock END))`;

/** The API's product shape (docs/product.md §3) built by Postgres itself, so a page is one round trip. */
export const PRODUCT_JSON = `json_build_object(
  '_id', p.id,
  'productName', p.product_name,
  'description', p.description,
  'returnPolicy', p.return_policy,
  'newPrice', p.new_price,
  'oldPrice', p.old_price,
  'inStock', p.stock > 0,
  'stockLeft', CASE WHEN p.stock BETWEEN 1 AND ${LOW_STOCK_LEFT} THEN p.stock END,
  'countryOfOrigin', p.country_of_origin,
  'category', json_build_object('_id', c.id, 'categoryName', c.category_name, 'categoryNameHi', c.category_name_hi),
  'colors', COALESCE((
    SELECT json_agg(${COLOUR_JSON} ORDER BY pc.position)
    FROM product_colors pc WHERE pc.product_id = p.id), '[]'::json),
  'specifications', p.specifications,
  'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
)`;

/** What a shopper may see of products \`p\`: an operator can hide a product from the shop (migration 095). */
export const SHOWN = 'p.active';

/** The searchable text; the trigram GIN index is built on this exact expression. */
export const SEARCH_DOCUMENT = `(p.product_name || ' ' || p.description)`;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
