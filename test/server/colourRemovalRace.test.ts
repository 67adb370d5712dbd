import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../api-schema/envelope';
import { productDetailsResponse } from '../../api-schema/adminProductEdit';
import { photosOfColour } from '../../server/photos/colourPhotos';
import { operatorHeaders } from './operatorFixtures';
import { bodyOf, createTestShop, type TestShop } from './testShop';

// A product edit that removes a colour and a photo upload to that colour, at the same moment (docs/desk.md).
let shop: TestShop;
let desk: Record<string, string>;
let id: string;
beforeAll(async () => {
  shop = await createTestShop();
  desk = await operatorHeaders(shop);
  const { rows } = await shop.pool.query<{ id: string }>(
    `SELECT p.id FROM products p WHERE (SELECT count(*) FROM product_colors pc WHERE pc.product_id = p.id) >= 2
     ORDER BY p.id LIMIT 1`,
  );
  id = rows[0]!.id;
});
afterAll(() => shop?.close());

const colours = async () =>
  (await bodyOf(await shop.app.request(`/api/admin/products/${id}`, { headers: desk }), productDetailsResponse)).data
    .product.colors;
const patch = (body: unknown) =>
  shop.app.request(`/api/admin/products/${id}`, {
    method: 'PATCH',
    headers: { ...desk, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('removing a colour while a photo of it is being added', () => {
  it('an upload committing during the removal keeps its photo: the removal waits for it and is refused (409)', async () => {
    const [kept, uploaded] = await colours();
    // The upload's transaction as photoDesk runs it: the colour's row held, the photo written, not yet committed.
    const upload = await shop.pool.connect();
    await upload.query('BEGIN');
    await photosOfColour(upload, id, uploaded!.position, true);
    await upload.query(
      `INSERT INTO product_photos (product_id, color_position, hash, position, width, height) VALUES ($1, $2, $3, 0, 400, 300)`,
      [id, uploaded!.position, 'b'.repeat(32)],
    );
    const removal = patch({ colors: [{ position: kept!.position, name: kept!.name, hex: kept!.hex }] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await upload.query('COMMIT');
    upload.release();
    const res = await removal;
    expect(res.status).toBe(409);
    expect((await bodyOf(res, failure)).message).toMatch(new RegExp(`^${uploaded!.name} has a photo`));
    const { rows } = await shop.pool.query(
      'SELECT 1 FROM product_photos WHERE product_id = $1 AND color_position = $2',
      [id, uploaded!.position],
    );
    expect(rows).toHaveLength(1);
    expect((await colours()).map((c) => c.name)).toContain(uploaded!.name);
  });

  it('an upload reaching a colour removed meanwhile is a 409 that says so, not a failure', async () => {
    const was = await colours();
    const gone = was.find((c) => c.photos === 0)!;
    const rest = was.filter((c) => c !== gone).map(({ position, name, hex }) => ({ position, name, hex }));
    expect((await patch({ colors: rest })).status).toBe(200);
    await expect(photosOfColour(shop.pool, id, gone.position, true)).rejects.toMatchObject({
      status: 409,
      message: 'This colour was removed meanwhile. Reload the page.',
    });
  });
});
