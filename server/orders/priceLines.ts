import type { OrderCreate } from '../../api-schema/order';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import type { OrderLineRow } from '../orderRecords/orderShape';

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
 * Locks (unless only quoting) the ordered products and turns the client's lines into priced lines: prices come from
 * the database, colours must belong to the product, stock must cover every line of the product.
 */
export async function priceLines(
  client: Pick<Pool, 'query'>,
  requested: OrderCreate['products'],
  { lock = true }: { lock?: boolean } = {},
): Promise<OrderLineRow[]> {
  const ids = [...new Set(requested.map((line) => line.productId))].sort();
  // One round trip: the rows are locked in id order, each with its colour names.
  const locked = await client.query<LockedProduct & { colours: string[] }>({
    // A quote only reads (lock: false); an order locks what it will take.
    name: lock ? 'price-lines' : 'quote-lines',
    text: `SELECT p.id, p.product_name, p.new_price, p.old_price, p.stock, p.active,
             ARRAY(SELECT pc.name FROM product_colors pc WHERE pc.product_id = p.id) AS colours
           FROM products p WHERE p.id = ANY($1) ORDER BY p.id${lock ? ' FOR UPDATE OF p' : ''}`,
    values: [ids],
  });
  const products = new Map(locked.rows.map((p) => [p.id, p]));
  const wanted = new Map<string, number>();
  return requested.map((line, index) => {
    const product = products.get(line.productId);
    if (!product) throw lineError(index, 'productId', `Sorry, the product "${line.productId}" is no longer available`);
    // Hidden by an operator: for shoppers it is gone like a deleted one (named, since we know its name).
    if (!product.active)
      throw lineError(index, 'productId', `Sorry, the product "${product.product_name}" is no longer available`);
    const colour = product.colours.find((name) => name.toLowerCase() === line.color.toLowerCase());
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
      color: colour,
      quantity: line.quantity,
      price: product.new_price,
      old_price: product.old_price,
    };
  });
}
