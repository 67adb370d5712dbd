import { MAX_PHOTOS_PER_COLOUR } from '../../api-schema/adminPhotos';
import { photoHash } from '../../server/photos/photoPipeline';
import type { Case } from './openapi.test';
import { testPicture } from './photoImages';
import type { TestShop } from './testShop';

/**
 * The photo desk's real requests for the OpenAPI drift test: a product with two colours, the second
 * already holding the most photos a colour may have (rows written directly: only 409 and reorder read them).
 */
export async function photoCases(
  shop: TestShop,
  desk: Record<string, string>,
  deskRead: (path: string) => Case[],
  deskWrite: (path: string, method: string, body: unknown) => Case[],
): Promise<Record<string, Case[]>> {
  const { rows } = await shop.pool.query<{ id: string }>(
    'SELECT product_id AS id FROM product_colors GROUP BY product_id HAVING count(*) >= 2 ORDER BY product_id LIMIT 1',
  );
  const id = rows[0]!.id;
  const full = Array.from({ length: MAX_PHOTOS_PER_COLOUR }, (_, i) => i.toString(16).padStart(32, 'a'));
  await shop.pool.query(
    `INSERT INTO product_photos (product_id, color_position, hash, position, width, height)
     SELECT $1, 1, h, n, 400, 300 FROM unnest($2::text[]) WITH ORDINALITY AS u(h, n)`,
    [id, full],
  );
  const bytes = new Uint8Array(await testPicture('jpeg', 400, 300));
  const hash = photoHash(bytes);
  const colour = (position: number, product = id) => `/api/admin/products/${product}/colors/${position}/photos`;
  const file = (body: Uint8Array<ArrayBuffer>, headers: Record<string, string> = desk): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg', ...headers },
    body,
  });
  const remove = (headers: Record<string, string> = desk): RequestInit => ({ method: 'DELETE', headers });
  const order = (hashes: string[]): RequestInit => ({
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...desk },
    body: JSON.stringify({ hashes }),
  });
  return {
    'GET /api/admin/products/{id}/photos': [
      { status: 200, path: `/api/admin/products/${id}/photos`, init: { headers: desk } },
      { status: 404, path: '/api/admin/products/nope/photos', init: { headers: desk } },
      ...deskRead(`/api/admin/products/${id}/photos`),
    ],
    'POST /api/admin/products/{id}/colors/{position}/photos': [
      { status: 201, path: colour(0), init: file(bytes) },
      { status: 200, path: colour(0), init: file(bytes) },
      { status: 400, path: colour(0), init: file(new TextEncoder().encode('plain text called photo.jpg')) },
      { status: 404, path: colour(99), init: file(bytes) },
      { status: 409, path: colour(1), init: file(bytes) },
      { status: 413, path: colour(0), init: file(new Uint8Array(10 * 1024 * 1024 + 1)) },
      { status: 415, path: colour(0), init: file(bytes, { ...desk, 'Content-Type': 'application/octet-stream' }) },
      { status: 401, path: colour(0), init: file(bytes, {}) },
      { status: 403, path: colour(0), init: file(bytes, { Cookie: desk.Cookie! }) },
      { status: 503, path: colour(0), init: file(bytes), via: 'broken' },
    ],
    'DELETE /api/admin/products/{id}/colors/{position}/photos/{hash}': [
      { status: 200, path: `${colour(0)}/${hash}`, init: remove() },
      { status: 404, path: `${colour(0, 'nope')}/${hash}`, init: remove() },
      { status: 401, path: `${colour(0)}/${hash}`, init: remove({}) },
      { status: 403, path: `${colour(0)}/${hash}`, init: remove({ Cookie: desk.Cookie! }) },
      { status: 503, path: `${colour(0)}/${hash}`, init: remove(), via: 'broken' },
    ],
    'PUT /api/admin/products/{id}/colors/{position}/photos/order': [
      { status: 200, path: `${colour(1)}/order`, init: order([...full].reverse()) },
      { status: 400, path: `${colour(1)}/order`, init: order(full.slice(1)) },
      { status: 404, path: `${colour(1, 'nope')}/order`, init: order(full) },
      ...deskWrite(`${colour(1)}/order`, 'PUT', { hashes: full }),
    ],
  };
}
