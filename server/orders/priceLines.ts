import type { OrderCreate } from '../../api-schema/order';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import type { OrderLineRow } from './orderShape';

interface LockedProduct {
  id: string;
  product_name: string;
  new_price: number;
  old_price: number | null;
  stock: number;
  active: boolean;
}

const lineError = (index: number, key: string, message: string, status: 400 | 409 = 400) =>
  new HttpError(status, message, [{ field: `products.${index}.${key}`, message }]);

/**
 * Locks the ordered products and turns the client's lines into priced lines: prices come from
 * the database, colours must belong to the product, stock must cover every line of the product.
 */
export async function priceLines(
  client: Pick<Pool, 'query'>,
  requested: OrderCreate['products'],
): Promise<OrderLineRow[]> {
  const ids = [...new Set(requested.map((line) => line.productId))].sort();
  const locked = await client.query<LockedProduct>(
    'SELECT id, product_name, new_price, old_price, stock, active FROM products WHERE id = ANY($1) ORDER BY id FOR UPDATE',
    [ids],
  );
  const colours = await client.query<{ product_id: string; name: string }>(
    'SELECT product_id, name FROM product_colors WHERE product_id = ANY($1)',
    [ids],
  );
  const products = new Map(locked.rows.map((p) => [p.id, p]));
  const wanted = new Map<string, number>();
  return requested.map((line, index) => {
    const product = products.get(line.productId);
    if (!product) throw lineError(index, 'productId', `Sorry, the product "${line.productId}" is no longer available`);
    // Hidden by an operator: for shoppers it is gone like a deleted one (named, since we know its name).
    if (!product.active)
      throw lineError(index, 'productId', `Sorry, the product "${product.product_name}" is no longer available`);
    const colour = colours.rows.find(
      (c) => c.product_id === product.id && c.name.toLowerCase() === line.color.toLowerCase(),
    );
    if (!colour) throw lineError(index, 'color', `${product.product_name} is not available in ${line.color}`);
    const total = (wanted.get(product.id) ?? 0) + line.quantity;
    wanted.set(product.id, total);
    // Not enough stock is a conflict with the shop's state (409), not a malformed request.
    if (product.stock === 0) throw lineError(index, 'quantity', `${product.product_name} is out of stock`, 409);
    if (product.stock < total)
      throw lineError(index, 'quantity', `Only ${product.stock} left of ${product.product_name}`, 409);
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
