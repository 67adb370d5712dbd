import type { OrderCreate } from '../../api-schema/order';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import type { OrderLineRow } from '../orderRecords/orderShape';

interface LockedProduct {
  id: string;
  product_name: string;
  new_price: number;
  old_price: number | null;
  active: boolean;
  /** Each colour with its own stock (ADR 028). */
  colours: { name: string; stock: number }[];
}

const lineError = (index: number, key: string, message: string, status: 400 | 409 = 400) =>
  new HttpError(status, message, [{ field: `products.${index}.${key}`, message }]);

/**
 * Locks (unless only quoting) the ordered products and turns the client's lines into priced lines: prices come from
 * the database, colours must belong to the product, each colour's stock must cover every line of that colour (ADR 028).
 * Every other writer of a colour's stock (restock, the desk) locks its product first, so none deadlock.
 */
export async function priceLines(
  client: Pick<Pool, 'query'>,
  requested: OrderCreate['products'],
  { lock = true }: { lock?: boolean } = {},
): Promise<OrderLineRow[]> {
  const ids = [...new Set(requested.map((line) => line.productId))].sort();
  // One round trip: each product's colours, locked with their product in id order. The colours are locked, not
  // read beside the lock: a row read after waiting for a lock is re-read at its newest, a subquery is not (a
  // racing buyer would see the stock before the last sale).
  const locked = await client.query<Omit<LockedProduct, 'colours'> & { name: string; stock: number }>({
    // A quote only reads (lock: false); an order locks what it will take.
    name: lock ? 'price-lines' : 'quote-lines',
    text: `SELECT p.id, p.product_name, p.new_price, p.old_price, p.active, pc.name, pc.stock
           FROM products p JOIN product_colors pc ON pc.product_id = p.id
           WHERE p.id = ANY($1) ORDER BY p.id, pc.position${lock ? ' FOR UPDATE OF p, pc' : ''}`,
    values: [ids],
  });
  const products = new Map<string, LockedProduct>();
  for (const { name, stock, ...row } of locked.rows) {
    const product = products.get(row.id) ?? { ...row, colours: [] };
    product.colours.push({ name, stock });
    products.set(row.id, product);
  }
  const wanted = new Map<string, number>();
  return requested.map((line, index) => {
    const product = products.get(line.productId);
    if (!product) throw lineError(index, 'productId', `Sorry, the product "${line.productId}" is no longer available`);
    // Hidden by an operator: for shoppers it is gone like a deleted one (named, since we know its name).
    if (!product.active)
      throw lineError(index, 'productId', `Sorry, the product "${product.product_name}" is no longer available`);
    const colour = product.colours.find((c) => c.name.toLowerCase() === line.color.toLowerCase());
    if (!colour) throw lineError(index, 'color', `${product.product_name} is not available in ${line.color}`);
    const key = `${product.id}\u0000${colour.name}`;
    const total = (wanted.get(key) ?? 0) + line.quantity;
    wanted.set(key, total);
    // Not enough stock is a conflict with the shop's state (409), not a malformed request.
    const named = `${product.product_name} in ${colour.name}`;
    if (colour.stock === 0) throw lineError(index, 'quantity', `${named} is out of stock`, 409);
    if (colour.stock < total) throw lineError(index, 'quantity', `Only ${colour.stock} left of ${named}`, 409);
    return {
      product_id: product.id,
      product_name: product.product_name,
      color: colour.name,
      quantity: line.quantity,
      price: product.new_price,
      old_price: product.old_price,
    };
  });
}
