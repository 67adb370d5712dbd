import type { Pool } from '../../server/db/pool';

/**
 * An owner's edits as the database sees them, for the scale bench's "after an edit" figures: the same
 * statements' effects (rows, triggers, announcements) without the desk's sign-in. Bench data only.
 */
export async function addProduct(pool: Pool, n: number): Promise<string> {
  const id = `bench-added-${Date.now().toString(36)}-${n}`;
  // A copy of the newest product (new id, now as its date), with its colours: one insert each, as the desk does.
  await pool.query(
    `INSERT INTO products (id, category_id, product_name, description, return_policy, new_price, old_price, specifications)
     SELECT $1, category_id, product_name, description, return_policy, new_price, old_price, specifications
     FROM products WHERE active ORDER BY created_at DESC, id LIMIT 1`,
    [id],
  );
  await pool.query(
    `INSERT INTO product_colors (product_id, position, name, hex, images, stock)
     SELECT $1, position, name, hex, images, 50 FROM product_colors
     WHERE product_id = (SELECT id FROM products WHERE active AND id <> $1 ORDER BY created_at DESC, id LIMIT 1)`,
    [id],
  );
  return id;
}

/**
 * A photo upload's write to the catalogue: the colour's `photos` list rewritten (an upload also stores
 * the encoded files in product_photos, which no listing reads). Points at an existing product's
 * first colour; the URL it lists is not served, the bench reads listings only.
 */
export async function writePhoto(pool: Pool, n: number): Promise<void> {
  await pool.query(
    `UPDATE product_colors SET photos = jsonb_build_array(jsonb_build_object('src', $1::text, 'width', 1280, 'height', 1280))
     WHERE (product_id, position) = (SELECT product_id, 0 FROM product_colors WHERE position = 0 ORDER BY product_id LIMIT 1)`,
    [`/images/photos/bench${n}`],
  );
}
