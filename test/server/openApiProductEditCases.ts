import type { Case } from './openapi.test';
import type { TestShop } from './testShop';

/**
 * The product edit page's real requests for the OpenAPI drift test, on a product of its own (the last by
 * id with two colours, so the photo and price cases keep theirs): a read, an edit, its refusals.
 */
export async function productEditCases(
  shop: TestShop,
  desk: Record<string, string>,
  deskRead: (path: string) => Case[],
  deskWrite: (path: string, method: string, body: unknown) => Case[],
): Promise<Record<string, Case[]>> {
  const { rows } = await shop.pool.query<{ id: string; position: number; name: string; hex: string }>(
    `SELECT pc.product_id AS id, pc.position, pc.name, pc.hex FROM product_colors pc
     WHERE pc.product_id = (SELECT product_id FROM product_colors GROUP BY product_id HAVING count(*) >= 2
                            ORDER BY product_id DESC LIMIT 1) ORDER BY pc.position`,
  );
  const id = rows[0]!.id;
  const path = `/api/admin/products/${id}`;
  const patch = (body: unknown): RequestInit => ({
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...desk },
    body: JSON.stringify(body),
  });
  const edit = {
    productName: 'Indigo Block-Print Weekender',
    specifications: [
      { label: 'Material', value: 'Cotton canvas, block-printed in Bagru' },
      { label: 'Dimensions', value: '48 × 28 × 24 cm' },
    ],
    colors: [
      { position: rows[0]!.position, name: 'Indigo', hex: rows[0]!.hex },
      { name: 'Madder red', hex: '#a23b2a' },
    ],
    lowStockThreshold: 4,
  };
  return {
    'GET /api/admin/products/{id}': [
      { status: 200, path, init: { headers: desk } },
      { status: 404, path: '/api/admin/products/nope', init: { headers: desk } },
      ...deskRead(path),
    ],
    'PATCH /api/admin/products/{id}': [
      { status: 200, path, init: patch(edit) },
      { status: 400, path, init: patch({ productName: 'ab', lowStockThreshold: -1 }) },
      { status: 404, path: '/api/admin/products/nope', init: patch({ productName: 'A fine bag' }) },
      { status: 409, path, init: patch({ version: '0000000000000000', description: 'Changed meanwhile' }) },
      ...deskWrite(path, 'PATCH', { lowStockThreshold: null }),
    ],
  };
}
