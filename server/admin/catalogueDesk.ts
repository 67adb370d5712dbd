import type { AdminProduct, ProductStockPriceInput } from '../../api-schema/adminCatalogue';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import { audit } from './audit';
import type { Operator } from './operators';

type Queryable = Pick<Pool, 'query'>;

const PRODUCT_NOT_FOUND = 'Product not found';

const SELECT = `SELECT p.id, p.product_name AS "productName", c.category_name AS "categoryName",
       p.new_price AS "newPrice", p.old_price AS "oldPrice", p.stock,
       coalesce((SELECT json_agg(json_build_object('name', pc.name, 'hex', pc.hex) ORDER BY pc.position)
                 FROM product_colors pc WHERE pc.product_id = p.id), '[]') AS colors
  FROM products p JOIN categories c ON c.id = p.category_id`;

/** A page of products by name (or id), with what the desk edits. */
export async function listDeskProducts(pool: Pool, q: string | undefined, page: number, pageSize: number) {
  const params = q ? [`%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`] : [];
  const where = q ? 'WHERE p.product_name ILIKE $1 OR p.id ILIKE $1' : '';
  const [rows, count] = await Promise.all([
    pool.query<AdminProduct>(
      `${SELECT} ${where} ORDER BY p.product_name, p.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    ),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM products p ${where}`, params),
  ]);
  const total = count.rows[0]!.total;
  return { products: rows.rows, pagination: { current: page, pages: Math.ceil(total / pageSize), total } };
}

const findDeskProduct = async (db: Queryable, id: string, lock = false) =>
  (await db.query<AdminProduct>(`${SELECT} WHERE p.id = $1${lock ? ' FOR UPDATE OF p' : ''}`, [id])).rows[0];

/**
 * Sets price, old price and stock in one transaction with its audit line. The products trigger
 * announces the change to every API process (catalogue_changes), which drop the cached pages.
 * Setting the same values again changes nothing and writes no audit line.
 */
export async function updateStockAndPrice(
  db: Queryable,
  operator: Operator,
  id: string,
  input: ProductStockPriceInput,
) {
  const before = await findDeskProduct(db, id, true);
  if (!before) throw new HttpError(404, PRODUCT_NOT_FOUND);
  const same = before.newPrice === input.newPrice && before.oldPrice === input.oldPrice && before.stock === input.stock;
  if (same) return { product: before, changed: false };
  await db.query('UPDATE products SET new_price = $2, old_price = $3, stock = $4 WHERE id = $1', [
    id,
    input.newPrice,
    input.oldPrice,
    input.stock,
  ]);
  const pick = (p: AdminProduct) => ({ newPrice: p.newPrice, oldPrice: p.oldPrice, stock: p.stock });
  await audit(db, operator, 'product.update', id, pick(before), input);
  return { product: { ...before, ...input }, changed: true };
}
