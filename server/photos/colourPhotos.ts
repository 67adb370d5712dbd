import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import { PHOTO_PREFIX } from '../../api-schema/photos';

type Queryable = Pick<Pool, 'query'>;

export interface StoredPhoto {
  hash: string;
  width: number;
  height: number;
}

/**
 * A colour's photos in order (lock: hold its colour row, so concurrent edits of one colour queue). A colour
 * removed by a product edit meanwhile is a 409, not a foreign-key failure.
 */
export async function photosOfColour(db: Queryable, productId: string, position: number, lock = false) {
  if (lock) {
    const held = await db.query('SELECT 1 FROM product_colors WHERE product_id = $1 AND position = $2 FOR UPDATE', [
      productId,
      position,
    ]);
    if (held.rowCount === 0) throw new HttpError(409, 'This colour was removed meanwhile. Reload the page.');
  }
  const { rows } = await db.query<StoredPhoto>(
    `SELECT hash, width, height FROM product_photos WHERE product_id = $1 AND color_position = $2 ORDER BY position, created_at`,
    [productId, position],
  );
  return rows;
}

/** Adds the photo last; false when the colour already has it (nothing written). */
export async function insertColourPhoto(db: Queryable, productId: string, position: number, photo: StoredPhoto) {
  const { rowCount } = await db.query(
    `INSERT INTO product_photos (product_id, color_position, hash, position, width, height)
     SELECT $1, $2, $3, coalesce(max(position) + 1, 0), $4, $5
       FROM product_photos WHERE product_id = $1 AND color_position = $2
     ON CONFLICT DO NOTHING`,
    [productId, position, photo.hash, photo.width, photo.height],
  );
  return rowCount === 1;
}

export async function deleteColourPhoto(db: Queryable, productId: string, position: number, hash: string) {
  const { rowCount } = await db.query(
    'DELETE FROM product_photos WHERE product_id = $1 AND color_position = $2 AND hash = $3',
    [productId, position, hash],
  );
  return rowCount === 1;
}

/** Puts the colour's photos in the order of `hashes` (all of them, checked by the caller). */
export async function reorderColourPhotos(db: Queryable, productId: string, position: number, hashes: string[]) {
  await db.query(
    `UPDATE product_photos p SET position = o.n - 1
       FROM unnest($3::text[]) WITH ORDINALITY AS o(hash, n)
      WHERE p.product_id = $1 AND p.color_position = $2 AND p.hash = o.hash`,
    [productId, position, hashes],
  );
}

/**
 * Rewrites the colour's `photos` column, which the product API shows. Writing product_colors fires
 * its trigger (migration 020), whose NOTIFY makes every API process drop its cached catalogue pages.
 */
export async function publishColourPhotos(db: Queryable, productId: string, position: number) {
  await db.query(
    `UPDATE product_colors SET photos = (
       SELECT jsonb_agg(jsonb_build_object('src', $3 || hash, 'width', width, 'height', height) ORDER BY position, created_at)
         FROM product_photos WHERE product_id = $1 AND color_position = $2)
     WHERE product_id = $1 AND position = $2`,
    [productId, position, PHOTO_PREFIX],
  );
}
