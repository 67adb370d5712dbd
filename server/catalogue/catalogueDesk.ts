import type * as z from 'zod/mini';
import type { AdminProduct, newProductInput, ProductStockPriceInput } from '../../api-schema/adminCatalogue';
import { bagImagePath, isBagType, materialForName, typeForName, VIEWS } from '../db/seed/bagStyles';
import { slugify } from '../db/seed/random';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import { audit, type Operator } from '../http/operator';
import { lowStockSql } from './lowStock';

type Queryable = Pick<Pool, 'query'>;

const PRODUCT_NOT_FOUND = 'Product not found';

const SELECT = `SELECT p.id, p.product_name AS "productName", c.category_name AS "categoryName",
       p.new_price AS "newPrice", p.old_price AS "oldPrice", p.stock, p.active,
       coalesce((SELECT json_agg(json_build_object('name', pc.name, 'hex', pc.hex, 'stock', pc.stock) ORDER BY pc.position)
                 FROM product_colors pc WHERE pc.product_id = p.id), '[]') AS colors
  FROM products p JOIN categories c ON c.id = p.category_id`;

/** A page of products by name (or id), with what the desk edits. */
export async function listDeskProducts(
  pool: Pool,
  q: string | undefined,
  page: number,
  pageSize: number,
  lowStockAt?: number,
) {
  const params: unknown[] = q ? [`%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`] : [];
  const conditions = q ? ['(p.product_name ILIKE $1 OR p.id ILIKE $1)'] : [];
  if (lowStockAt !== undefined) conditions.push(lowStockSql(`$${params.push(lowStockAt)}`));
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
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
 * Sets price, old price, each named colour's stock and (when given) the active flag in one transaction with its
 * audit line. The product row is locked first, as orders lock it, so a desk edit and an order never deadlock;
 * the colours' trigger sums the product's stock. The triggers announce the change to every API process
 * (catalogue_changes). Setting the same values again changes nothing and writes no audit line.
 */
export async function updateStockAndPrice(
  db: Queryable,
  operator: Operator,
  id: string,
  input: ProductStockPriceInput,
) {
  const before = await findDeskProduct(db, id, true);
  if (!before) throw new HttpError(404, PRODUCT_NOT_FOUND);
  const colourStock = colourStockAfter(before.colors, input.colorStock);
  const pick = (p: Pick<AdminProduct, 'newPrice' | 'oldPrice' | 'active'>, colours: Record<string, number>) => ({
    newPrice: p.newPrice,
    oldPrice: p.oldPrice,
    colorStock: colours,
    active: p.active,
  });
  const was = pick(before, Object.fromEntries(before.colors.map((c) => [c.name, c.stock])));
  const now = pick({ ...was, ...input, active: input.active ?? before.active }, colourStock);
  if (JSON.stringify(was) === JSON.stringify(now)) return { product: before, changed: false };
  await db.query('UPDATE products SET new_price = $2, old_price = $3, active = $4 WHERE id = $1', [
    id,
    now.newPrice,
    now.oldPrice,
    now.active,
  ]);
  await db.query(
    `UPDATE product_colors pc SET stock = s.stock FROM unnest($2::text[], $3::int[]) AS s (name, stock)
     WHERE pc.product_id = $1 AND pc.name = s.name AND pc.stock <> s.stock`,
    [id, Object.keys(colourStock), Object.values(colourStock)],
  );
  await audit(db, operator, 'product.update', id, was, now);
  return { product: (await findDeskProduct(db, id))!, changed: true };
}

/** Each colour's stock after the edit: the named ones set, the rest kept; an unknown colour is a field error. */
function colourStockAfter(colours: AdminProduct['colors'], given: ProductStockPriceInput['colorStock']) {
  const stock = Object.fromEntries(colours.map((c) => [c.name, c.stock]));
  for (const [index, line] of given.entries()) {
    if (!(line.colorName in stock)) {
      const message = `This product has no colour "${line.colorName}"`;
      throw new HttpError(400, message, [{ field: `colorStock.${index}.colorName`, message }]);
    }
    stock[line.colorName] = line.stock;
  }
  return stock;
}

/**
 * Adds a product with its colours (drawn pictures in each colour: the type the name speaks of, else
 * the category's, in the material the name names) in one transaction with its audit line. The id is the name's slug, made
 * unique with a number; the GST trigger fills HSN and rate from the name and category.
 */
export async function addProduct(db: Queryable, operator: Operator, input: z.infer<typeof newProductInput>) {
  const category = (
    await db.query<{ category_image: string }>('SELECT category_image FROM categories WHERE id = $1', [
      input.categoryId,
    ])
  ).rows[0];
  if (!category)
    throw new HttpError(400, 'Please choose a category', [
      { field: 'categoryId', message: 'Please choose a category' },
    ]);
  const drawn = /^\/images\/categories\/([a-z-]+)\//.exec(category.category_image)?.[1] ?? '';
  const type = typeForName(input.productName, isBagType(drawn) ? drawn : 'tote');
  const material = materialForName(input.productName);
  const base = slugify(input.productName) || 'product';
  // Two desks adding the same name at once would pick the same free id (found by the contract test:
  // 500 on the unique key); the lock makes the second wait and take the next number.
  await db.query("SELECT pg_advisory_xact_lock(hashtext('new product id ' || $1))", [base]);
  const taken = await db.query<{ id: string }>(`SELECT id FROM products WHERE id = $1 OR id LIKE $1 || '-%'`, [base]);
  const ids = new Set(taken.rows.map((r) => r.id));
  let id = base;
  for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
  await db.query(
    `INSERT INTO products (id, category_id, product_name, description, new_price, old_price)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, input.categoryId, input.productName, input.description, input.newPrice, input.oldPrice],
  );
  for (const [position, colour] of input.colors.entries()) {
    // Each colour starts with the stock given (ADR 028); the product's stock is their sum.
    await db.query(
      'INSERT INTO product_colors (product_id, position, name, hex, images, stock) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        id,
        position,
        colour.name,
        colour.hex.toLowerCase(),
        VIEWS.map((view) => bagImagePath(type, material, colour.hex, view)),
        input.stock,
      ],
    );
  }
  await db.query('REFRESH MATERIALIZED VIEW search_words');
  await audit(db, operator, 'product.create', id, null, input);
  return findDeskProduct(db, id);
}
