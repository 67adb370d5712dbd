import type { OrderCreateInput } from '../../api-schema/order';
import type { Pool } from '../../server/db/pool';

export interface StockedProduct {
  id: string;
  name: string;
  price: number;
  stock: number;
  colour: string;
}

/** In-stock products with their first colour, cheapest first. */
export async function stockedProducts(pool: Pool): Promise<StockedProduct[]> {
  const { rows } = await pool.query<StockedProduct>(
    `SELECT p.id, p.product_name AS name, p.new_price AS price, p.stock, pc.name AS colour
     FROM products p JOIN product_colors pc ON pc.product_id = p.id AND pc.position = 0
     WHERE p.stock > 0 ORDER BY p.new_price, p.id`,
  );
  return rows;
}

export const shippingInfo = {
  name: 'Priya Sharma',
  email: 'priya.sharma@example.in',
  phone: '+91 98765 43210',
  address1: '14, Shanti Kunj, MG Road',
  address2: 'Near City Mall',
  city: 'pune',
  state: 'Maharashtra',
  pincode: '411001',
};

export function orderFor(
  product: StockedProduct,
  quantity = 1,
  overrides: Partial<OrderCreateInput> = {},
): OrderCreateInput {
  return {
    agreement: true,
    products: [{ productId: product.id, quantity, color: product.colour }],
    shippingInfo,
    ...overrides,
  };
}

/**
 * Sets a product's price and stock so a test controls the totals it checks. Stock is per colour (ADR 028): the
 * first colour (the one `orderFor` buys) gets it all, the others none, so the product's stock is `stock`.
 */
export async function setProduct(pool: Pool, id: string, fields: { price?: number; stock?: number }) {
  if (fields.price !== undefined)
    await pool.query('UPDATE products SET new_price = $2 WHERE id = $1', [id, fields.price]);
  if (fields.stock !== undefined)
    await pool.query(
      'UPDATE product_colors SET stock = CASE WHEN position = (SELECT min(position) FROM product_colors WHERE product_id = $1) THEN $2 ELSE 0 END WHERE product_id = $1',
      [id, fields.stock],
    );
}
