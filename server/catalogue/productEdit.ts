import type * as z from 'zod/mini';
import type { productEditInput } from '../../api-schema/adminProductEdit';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import { audit, type Operator } from '../http/operator';
import { placeColours, writeColours } from './productColours';
import { editableOf, readProductDetails, type Editable } from './productDetails';

type Queryable = Pick<Pool, 'query'>;
export type ProductEdit = z.infer<typeof productEditInput>;

export const PRODUCT_NOT_FOUND = 'Product not found';
const STALE =
  'Someone else saved this product since you opened it. Reload the page in another tab to see their changes, then save again.';

const pick = (editable: Editable, keys: (keyof Editable)[]) =>
  Object.fromEntries(keys.map((key) => [key, editable[key]]));

/**
 * Applies a desk edit in the caller's transaction: the product row is locked, only what differs is
 * written, with one audit line of the changed fields before → after. The same edit again changes
 * nothing (`changed: false`, no audit line). A `version` other than the product's current one is
 * refused (409) when the edit would change something: another operator's save is not overwritten.
 * Ordinary UPDATEs on products and product_colors: their triggers keep search counts and tell every
 * API process to drop the product's cached pages (docs/decisions/023-product-editing.md).
 */
export async function editProduct(
  db: Queryable,
  operator: Operator,
  id: string,
  input: ProductEdit,
  shopLowStockThreshold: number,
) {
  const read = await readProductDetails(db, id, shopLowStockThreshold, true);
  if (!read) throw new HttpError(404, PRODUCT_NOT_FOUND);
  const { product: before, images } = read;
  const { version, colors, ...fields } = input;
  const was = editableOf(before);
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const now: Editable = { ...was, ...given, colors: colors ? placeColours(before.colors, colors) : was.colors };
  const keys = (Object.keys(was) as (keyof Editable)[]).filter(
    (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
  );
  if (keys.length === 0) return { product: before, changed: false, newWords: false };
  if (version !== undefined && version !== before.version) throw new HttpError(409, STALE);
  if (now.categoryId !== was.categoryId) {
    const { rowCount } = await db.query('SELECT 1 FROM categories WHERE id = $1', [now.categoryId]);
    if (!rowCount)
      throw new HttpError(400, 'Please choose a category', [
        { field: 'categoryId', message: 'Please choose a category' },
      ]);
  }
  if (keys.some((key) => key !== 'colors'))
    await db.query(
      `UPDATE products SET product_name = $2, description = $3, specifications = $4::jsonb, category_id = $5,
              low_stock_threshold = $6 WHERE id = $1`,
      [id, now.productName, now.description, JSON.stringify(now.specifications), now.categoryId, now.lowStockThreshold],
    );
  if (keys.includes('colors')) await writeColours(db, { ...before, productName: now.productName }, images, now.colors);
  await audit(db, operator, 'product.edit', id, pick(was, keys), pick(now, keys));
  const after = await readProductDetails(db, id, shopLowStockThreshold);
  return {
    product: after!.product,
    changed: true,
    newWords: keys.includes('productName') || keys.includes('description'),
  };
}
