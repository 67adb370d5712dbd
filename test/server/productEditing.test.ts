import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponse } from '../../api-schema/adminDashboard';
import { adminProductListResponse } from '../../api-schema/adminCatalogue';
import { productDetailsResponse, productEditResponse, type ProductDetails } from '../../api-schema/adminProductEdit';
import { failure } from '../../api-schema/envelope';
import { productListResponse, productResponse } from '../../api-schema/responses';
import { operatorHeaders } from './operatorFixtures';
import { bodyOf, type TestShop } from './testShop';
import { createTwoProcessShop, type TwoProcessShop } from './twoProcessShop';

// The desk on process A; a storefront process B with its own pool, cache and listener (as in production).
let two: TwoProcessShop;
let shop: TestShop;
let desk: Record<string, string>;
let ids: string[];

beforeAll(async () => {
  two = await createTwoProcessShop();
  shop = two.shop;
  desk = await operatorHeaders(shop);
  const { rows } = await shop.pool.query<{ id: string }>(
    `SELECT p.id FROM products p WHERE p.active AND p.stock > 0
       AND (SELECT count(*) FROM product_colors pc WHERE pc.product_id = p.id) >= 2 ORDER BY p.id LIMIT 4`,
  );
  ids = rows.map((r) => r.id);
});
afterAll(() => two.close());

const patch = (id: string, body: unknown) =>
  shop.app.request(`/api/admin/products/${id}`, {
    method: 'PATCH',
    headers: { ...desk, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const details = async (id: string): Promise<ProductDetails> =>
  (await bodyOf(await shop.app.request(`/api/admin/products/${id}`, { headers: desk }), productDetailsResponse)).data
    .product;
const edited = async (id: string, body: unknown) => {
  const res = await patch(id, body);
  expect(res.status).toBe(200);
  return (await bodyOf(res, productEditResponse)).data;
};
const auditRows = async (id: string) =>
  (
    await shop.pool.query<{ action: string; before: unknown; after: unknown }>(
      'SELECT action, before, after FROM audit_log WHERE subject = $1 ORDER BY id',
      [id],
    )
  ).rows;

const get = async <T>(app: TwoProcessShop['appB'], path: string, read: (body: unknown) => T) =>
  read(await (await app.request(path)).json());
const firstByName = (app: TwoProcessShop['appB']) =>
  get(app, '/api/products/public?sortBy=productName&sortOrder=asc&limit=1', (b) =>
    productListResponse.parse(b).data.products.map((p) => p.productName),
  );
const searched = (app: TwoProcessShop['appB'], q: string) =>
  get(app, `/api/products/public?search=${q}`, (b) => productListResponse.parse(b).data.products.map((p) => p._id));
const productName = (app: TwoProcessShop['appB'], id: string) =>
  get(app, `/api/products/public/${id}`, (b) => productResponse.parse(b).data.product.productName);

describe('editing a product on the desk', () => {
  it('a renamed product shows its new name in another process’s listing, search and product page within a second', async () => {
    const id = ids[0]!;
    const oldName = await productName(two.appB, id);
    // Process B has the old answers cached.
    expect(await productName(two.appB, id)).toBe(oldName);
    const firstBefore = await firstByName(two.appB);
    expect(await searched(two.appB, 'zephyrine')).toEqual([]);
    const { product, changed } = await edited(id, { productName: 'Aaa Zephyrine Tote' });
    expect([changed, product.productName]).toEqual([true, 'Aaa Zephyrine Tote']);
    const began = Date.now();
    const shown = async () => [
      await productName(two.appB, id),
      await firstByName(two.appB),
      await searched(two.appB, 'zephyrine'),
    ];
    let seen = await shown();
    while (JSON.stringify(seen) !== JSON.stringify(['Aaa Zephyrine Tote', ['Aaa Zephyrine Tote'], [id]])) {
      expect(Date.now() - began, `still showing ${JSON.stringify(seen)}`).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 20));
      seen = await shown();
    }
    expect(firstBefore).not.toEqual(['Aaa Zephyrine Tote']);
    expect(await auditRows(id)).toEqual([
      { action: 'product.edit', before: { productName: oldName }, after: { productName: 'Aaa Zephyrine Tote' } },
    ]);
  });

  it('edits each field, audits exactly what changed before → after, and a repeat changes nothing', async () => {
    const id = ids[1]!;
    const was = await details(id);
    const category = (
      await shop.pool.query<{ id: string }>('SELECT id FROM categories WHERE id <> $1 ORDER BY id LIMIT 1', [
        was.categoryId,
      ])
    ).rows[0]!.id;
    const [first] = was.colors;
    const body = {
      version: was.version,
      description: '  Hand-stitched in Jaipur.  ',
      specifications: [
        { label: 'Material', value: 'Cotton canvas' },
        { label: 'Dimensions', value: '40 × 35 cm' },
      ],
      categoryId: category,
      colors: [
        { position: first!.position, name: 'Deep Indigo', hex: first!.hex },
        { name: 'Saffron', hex: '#F4A300' },
      ],
      lowStockThreshold: 7,
    };
    const { product, changed } = await edited(id, body);
    expect(changed).toBe(true);
    expect(product).toMatchObject({
      description: 'Hand-stitched in Jaipur.',
      specifications: body.specifications,
      categoryId: category,
      lowStockThreshold: 7,
      colors: [
        { position: first!.position, name: 'Deep Indigo', hex: first!.hex, photos: 0 },
        { position: Math.max(...was.colors.map((c) => c.position)) + 1, name: 'Saffron', hex: '#f4a300', photos: 0 },
      ],
    });
    expect(product.version).not.toBe(was.version);
    const [row] = await auditRows(id);
    expect(row!.before).toEqual({
      description: was.description,
      specifications: was.specifications,
      categoryId: was.categoryId,
      colors: was.colors.map(({ position, name, hex }) => ({ position, name, hex })),
      lowStockThreshold: null,
    });
    expect(row!.after).toMatchObject({
      description: 'Hand-stitched in Jaipur.',
      categoryId: category,
      lowStockThreshold: 7,
    });
    // The shop shows it: specifications, colours, category.
    const shopped = (await bodyOf(await two.appB.request(`/api/products/public/${id}`), productResponse)).data.product;
    expect(shopped.specifications).toEqual(body.specifications);
    expect(shopped.colors.map((c) => c.colorName)).toEqual(['Deep Indigo', 'Saffron']);
    // The same PATCH again (its version is now old): nothing to do, so 200 and no second audit line.
    const again = await edited(id, body);
    expect(again).toEqual({ product, changed: false });
    expect(await auditRows(id)).toHaveLength(1);
    // Back to the shop's default threshold; colours swap names in one save.
    const swapped = await edited(id, {
      lowStockThreshold: null,
      colors: [
        { position: product.colors[0]!.position, name: 'Saffron', hex: '#f4a300' },
        { position: product.colors[1]!.position, name: 'Deep Indigo', hex: first!.hex },
      ],
    });
    expect(swapped.product.lowStockThreshold).toBeNull();
    expect(swapped.product.colors.map((c) => c.name)).toEqual(['Saffron', 'Deep Indigo']);
  });

  it('refuses bad input with a message per field, changing nothing', async () => {
    const id = ids[2]!;
    const was = await details(id);
    const audits = (await auditRows(id)).length;
    const colour = { position: was.colors[0]!.position, name: was.colors[0]!.name, hex: was.colors[0]!.hex };
    const cases: [unknown, string, string][] = [
      [{ productName: 'ab' }, 'productName', 'Product name needs at least 3 characters'],
      [{ productName: `${'x'.repeat(120)} ` }, 'productName', 'Product name must be at most 120 characters'],
      [{ description: 42 }, 'description', 'Description must be text'],
      [
        { specifications: [{ label: '', value: 'Cotton' }] },
        'specifications.0.label',
        'Specification name is required',
      ],
      [
        {
          specifications: [
            { label: 'Material', value: 'a' },
            { label: 'material', value: 'b' },
          ],
        },
        'specifications',
        'Each specification needs a name of its own',
      ],
      [
        { specifications: [{ label: 'Colours', value: 'Red' }] },
        'specifications',
        'Category and colours have their own fields; please name this specification differently',
      ],
      [{ colors: [] }, 'colors', 'Keep at least one colour'],
      [
        { colors: [colour, { name: colour.name.toUpperCase(), hex: '#000000' }] },
        'colors',
        'Each colour needs a name of its own',
      ],
      [{ colors: [{ ...colour, hex: 'red' }] }, 'colors.0.hex', 'Colour must be a hex code such as #7a3e1d'],
      [{ lowStockThreshold: -1 }, 'lowStockThreshold', 'Low-stock threshold cannot be negative'],
      [{ lowStockThreshold: 2.5 }, 'lowStockThreshold', 'Low-stock threshold must be a whole number'],
      [{ lowStockThreshold: '5' }, 'lowStockThreshold', 'Low-stock threshold must be a number'],
      [{ categoryId: 'no-such-category' }, 'categoryId', 'Please choose a category'],
      [{ price: 5 }, 'price', 'Unknown field "price"'],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await bodyOf(res, failure)).errors, JSON.stringify(body)).toContainEqual({ field, message });
    }
    expect((await patch('no-such-bag', { productName: 'A fine bag' })).status).toBe(404);
    expect(await details(id)).toEqual(was);
    expect(await auditRows(id)).toHaveLength(audits);
  });

  it('refuses a stale edit, removing a colour with photos and a colour removed meanwhile (409), changing nothing', async () => {
    const id = ids[3]!;
    const was = await details(id);
    const [kept, photographed] = was.colors;
    await shop.pool.query(
      `INSERT INTO product_photos (product_id, color_position, hash, position, width, height) VALUES ($1, $2, $3, 0, 400, 300)`,
      [id, photographed!.position, 'a'.repeat(32)],
    );
    const refused = async (body: unknown, message: RegExp) => {
      const res = await patch(id, body);
      expect(res.status).toBe(409);
      expect((await bodyOf(res, failure)).message).toMatch(message);
    };
    const colour = { position: kept!.position, name: kept!.name, hex: kept!.hex };
    await refused(
      { colors: [colour] },
      new RegExp(`^${photographed!.name} has a photo\\. Please remove its photos first`),
    );
    await refused({ colors: [colour, { position: 99, name: 'Ghost', hex: '#000000' }] }, /removed meanwhile/);
    const fresh = await details(id);
    await edited(id, { version: fresh.version, description: 'Edited in another tab' });
    await refused({ version: fresh.version, productName: 'My stale rename' }, /^Someone else saved this product/);
    const now = await details(id);
    expect(now.productName).toBe(was.productName);
    expect(now.colors.map((c) => c.name)).toEqual(was.colors.map((c) => c.name));
    expect(await auditRows(id)).toHaveLength(1);
  });

  it('a product’s own low-stock threshold moves the dashboard’s low-stock figure and list', async () => {
    const id = ids[0]!;
    // Stock is per colour (ADR 028): one colour at 4, the others well stocked; alerts count colours.
    const stock = 4;
    await shop.pool.query(
      'UPDATE product_colors SET stock = CASE WHEN position = (SELECT min(position) FROM product_colors WHERE product_id = $1) THEN 4 ELSE 500 END WHERE product_id = $1',
      [id],
    );
    const lowStock = async () =>
      (await bodyOf(await shop.app.request('/api/admin/dashboard', { headers: desk }), dashboardResponse)).data.waiting
        .lowStock;
    const listed = async () =>
      (
        await bodyOf(
          await shop.app.request('/api/admin/products?lowStock=true', { headers: desk }),
          adminProductListResponse,
        )
      ).data.products.some((p) => p.id === id);
    await edited(id, { lowStockThreshold: 0 });
    const before = await lowStock();
    expect(await listed()).toBe(false);
    await edited(id, { lowStockThreshold: stock });
    expect(await lowStock()).toBe(before + 1);
    expect(await listed()).toBe(true);
    await edited(id, { lowStockThreshold: stock - 1 });
    expect(await lowStock()).toBe(before);
  });

  it('the same edit sent twice at once adds its new colour once, with one audit line', async () => {
    const id = ids[2]!;
    const was = await details(id);
    const audits = (await auditRows(id)).length;
    const body = {
      version: was.version,
      colors: [
        ...was.colors.map(({ position, name, hex }) => ({ position, name, hex })),
        { name: 'Peacock', hex: '#1f6f78' },
      ],
    };
    const answers = await Promise.all([patch(id, body), patch(id, body)]);
    const results = await Promise.all(
      answers.map(async (res) => (await bodyOf(res, productEditResponse)).data.changed),
    );
    expect(results.sort()).toEqual([false, true]);
    expect((await details(id)).colors.filter((c) => c.name === 'Peacock')).toHaveLength(1);
    expect(await auditRows(id)).toHaveLength(audits + 1);
  });
});
