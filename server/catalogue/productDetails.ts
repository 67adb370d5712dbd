import { createHash } from 'node:crypto';
import type { ProductDetails } from '../../api-schema/adminProductEdit';
import type { Pool } from '../db/pool';

type Queryable = Pick<Pool, 'query'>;

type Row = Omit<ProductDetails, 'version' | 'shopLowStockThreshold'> & { images: string[] };

const SELECT = `SELECT p.id, p.product_name AS "productName", p.description, p.specifications,
       p.category_id AS "categoryId", c.category_name AS "categoryName",
       p.low_stock_threshold AS "lowStockThreshold", p.stock, p.active,
       coalesce((SELECT json_agg(json_build_object('position', pc.position, 'name', pc.name, 'hex', lower(pc.hex),
                  'photos', (SELECT count(*) FROM product_photos ph
                             WHERE ph.product_id = pc.product_id AND ph.color_position = pc.position)) ORDER BY pc.position)
                 FROM product_colors pc WHERE pc.product_id = p.id), '[]') AS colors,
       ARRAY(SELECT array_to_json(pc.images)::text FROM product_colors pc WHERE pc.product_id = p.id ORDER BY pc.position) AS images
  FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = $1`;

/** What the desk's edit page changes; equal editables mean an edit has nothing to do. */
export const editableOf = (p: Pick<ProductDetails, keyof Editable>): Editable => ({
  productName: p.productName,
  description: p.description,
  specifications: p.specifications.map(({ label, value }) => ({ label, value })),
  categoryId: p.categoryId,
  colors: p.colors.map(({ position, name, hex }) => ({ position, name, hex })),
  lowStockThreshold: p.lowStockThreshold,
});
export type Editable = {
  productName: string;
  description: string;
  specifications: { label: string; value: string }[];
  categoryId: string;
  colors: { position: number; name: string; hex: string }[];
  lowStockThreshold: number | null;
};

/** A short digest of the editable fields: the desk sends back the one it read, so a stale edit is noticed. */
export const versionOf = (editable: Editable) =>
  createHash('sha256').update(JSON.stringify(editable)).digest('hex').slice(0, 16);

/**
 * One product as its edit page shows it, with each colour's photo count and drawn pictures (the
 * pictures stay on the server); `lock` holds the row until the transaction ends. Undefined: no such product.
 */
export async function readProductDetails(db: Queryable, id: string, shopLowStockThreshold: number, lock = false) {
  // The lock first, the read after: a read that waited for the lock in one statement would see the locked row
  // anew but its colours as they were before the wait (found by the two-at-once test: a colour added twice, 500).
  // Its colours too: a photo upload holds its colour's row, so the photo counts below include one it is committing
  // (a colour with photos is not removed; without this the removal cascaded over a photo just added).
  if (lock) {
    await db.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [id]);
    await db.query('SELECT 1 FROM product_colors WHERE product_id = $1 ORDER BY position FOR UPDATE', [id]);
  }
  const row = (await db.query<Row>(SELECT, [id])).rows[0];
  if (!row) return undefined;
  const { images, ...rest } = row;
  const colors = rest.colors.map((c) => ({ ...c, photos: Number(c.photos) }));
  const product: ProductDetails = { ...rest, colors, shopLowStockThreshold, version: '' };
  product.version = versionOf(editableOf(product));
  return { product, images: images.map((json) => JSON.parse(json) as string[]) };
}
