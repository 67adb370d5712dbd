import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductListResponse } from '../../api-schema/adminCatalogue';
import { adminMessageListResponse, adminMessageResponse, activityResponse } from '../../api-schema/adminMessages';
import { failure } from '../../api-schema/envelope';
import { productResponse } from '../../api-schema/responses';
import { signInToDesk, ensureFirstOperator } from '../../server/http/operator';
import { operatorHeaders } from './operatorFixtures';
import { stockedProducts, type StockedProduct } from './orderFixtures';
import { bodyOf, postJson, type TestShop, createTestShop } from './testShop';
import { createTwoProcessShop, type TwoProcessShop } from './twoProcessShop';

// The desk on process A; a storefront process B with its own pool, cache and listener.
let shop: TestShop;
let two: TwoProcessShop;
let appB: TwoProcessShop['appB'];
let desk: Record<string, string>;
let product: StockedProduct;

beforeAll(async () => {
  two = await createTwoProcessShop();
  ({ shop, appB } = two);
  desk = await operatorHeaders(shop);
  product = (await stockedProducts(shop.pool))[3]!;
  const { rows } = await shop.pool.query<{ name: string; stock: number }>(
    'SELECT name, stock FROM product_colors WHERE product_id = $1 ORDER BY position',
    [product.id],
  );
  was = Object.fromEntries(rows.map((r) => [r.name, r.stock]));
});
afterAll(() => two.close());

/** Each colour's stock before the desk's edit. */
let was: Record<string, number>;
const three = () => [{ colorName: product.colour, stock: 3 }];
const put = (id: string, body: unknown) =>
  shop.app.request(`/api/admin/products/${id}/stock-and-price`, {
    method: 'PUT',
    headers: { ...desk, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const storefrontPrice = async (app: typeof appB) =>
  (await bodyOf(await app.request(`/api/products/public/${product.id}`), productResponse)).data.product.newPrice;
const auditCount = async () =>
  (await shop.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n;

describe('catalogue desk', () => {
  it('a price change reaches another API process’s cached product within a second, audited before → after', async () => {
    expect(await storefrontPrice(appB)).toBe(product.price);
    expect(await storefrontPrice(appB)).toBe(product.price); // now cached in B
    const res = await put(product.id, {
      newPrice: product.price + 100,
      oldPrice: product.price + 500,
      colorStock: three(),
    });
    expect(res.status).toBe(200);
    const began = Date.now();
    while ((await storefrontPrice(appB)) !== product.price + 100) {
      expect(Date.now() - began).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await storefrontPrice(shop.app)).toBe(product.price + 100);
    const { rows } = await shop.pool.query(
      `SELECT operator_email, action, subject, before, after FROM audit_log WHERE subject = $1`,
      [product.id],
    );
    expect(rows).toEqual([
      {
        operator_email: 'owner@jholaandco.in',
        action: 'product.update',
        subject: product.id,
        before: expect.objectContaining({ newPrice: product.price, colorStock: was }),
        after: {
          newPrice: product.price + 100,
          oldPrice: product.price + 500,
          colorStock: { ...was, [product.colour]: 3 },
          active: true,
        },
      },
    ]);
    // The same values again: 200, nothing written.
    const again = await put(product.id, {
      newPrice: product.price + 100,
      oldPrice: product.price + 500,
      colorStock: three(),
    });
    expect(((await again.json()) as { data: { changed: boolean } }).data.changed).toBe(false);
    expect(await auditCount()).toBe(1);
  });

  it('refuses values the money rules forbid, changing nothing', async () => {
    const before = await auditCount();
    const cases: [unknown, string, string][] = [
      [{ newPrice: 500, oldPrice: 500 }, 'oldPrice', 'Old price must be above the price (or left empty)'],
      [{ newPrice: 0, oldPrice: null }, 'newPrice', 'Price must be at least ₹1'],
      [{ newPrice: 99.5, oldPrice: null }, 'newPrice', 'Price must be whole rupees'],
      [
        { newPrice: 500, oldPrice: null, colorStock: [{ colorName: product.colour, stock: -1 }] },
        'colorStock.0.stock',
        'Stock cannot be negative',
      ],
      [
        { newPrice: 500, oldPrice: null, colorStock: [{ colorName: 'Mauve', stock: 1 }] },
        'colorStock.0.colorName',
        'This product has no colour "Mauve"',
      ],
      [{ newPrice: '500', oldPrice: null }, 'newPrice', 'Price must be a number'],
      [{ newPrice: 500, oldPrice: null, active: 'no' }, 'active', 'Active must be true or false'],
      [{ newPrice: 500, oldPrice: null, shown: false }, 'shown', 'Unknown field "shown"'],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(product.id, body);
      expect(res.status).toBe(400);
      expect((await bodyOf(res, failure)).errors).toContainEqual({ field, message });
    }
    expect((await put('no-such-bag', { newPrice: 500, oldPrice: null })).status).toBe(404);
    expect(await auditCount()).toBe(before);
    expect(await storefrontPrice(shop.app)).toBe(product.price + 100);
  });

  it("lists products by name or id with price, each colour's stock and their sum", async () => {
    const res = await shop.app.request(`/api/admin/products?q=${product.id}`, { headers: desk });
    const { data } = await bodyOf(res, adminProductListResponse);
    const now = { ...was, [product.colour]: 3 };
    const sum = Object.values(now).reduce((a, b) => a + b, 0);
    expect(data.products.map((p) => [p.id, p.newPrice, p.stock])).toEqual([[product.id, product.price + 100, sum]]);
    expect(Object.fromEntries(data.products[0]!.colors.map((c) => [c.name, c.stock]))).toEqual(now);
  });
});

describe('messages inbox and activity', () => {
  it('marks a message read and handled (audited once), shows it in the right views, 404 for an unknown id', async () => {
    const sent = await postJson(shop, '/api/contact', {
      name: 'Meera',
      email: 'meera@example.in',
      subject: 'Bulk order',
      message: '<script>alert(1)</script> 40 totes?',
    });
    const id = ((await sent.json()) as { data: { id: string } }).data.id;
    const view = async (name: string) =>
      (
        await bodyOf(
          await shop.app.request(`/api/admin/messages?view=${name}`, { headers: desk }),
          adminMessageListResponse,
        )
      ).data;
    expect((await view('unread')).messages.map((m) => m.id)).toContain(id);
    expect((await view('open')).messages[0]!.message).toBe('<script>alert(1)</script> 40 totes?');
    const patch = (body: unknown, target = id) =>
      shop.app.request(`/api/admin/messages/${target}`, {
        method: 'PATCH',
        headers: { ...desk, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const handled = await bodyOf(await patch({ read: true, handled: true }), adminMessageResponse);
    expect(handled.data.message.readAt).not.toBeNull();
    expect(handled.data.message.handledAt).not.toBeNull();
    await patch({ read: true, handled: true });
    expect((await view('open')).messages.map((m) => m.id)).not.toContain(id);
    expect((await view('all')).messages.map((m) => m.id)).toContain(id);
    expect((await patch({ read: true }, '999999')).status).toBe(404);
    expect((await patch({ read: true }, 'abc')).status).toBe(404);

    const activity = await bodyOf(await shop.app.request('/api/admin/activity', { headers: desk }), activityResponse);
    const entries = activity.data.entries.filter((e) => e.subject === `message ${id}`);
    expect(entries).toEqual([
      expect.objectContaining({
        operator: 'owner@jholaandco.in',
        action: 'message.update',
        before: { read: false, handled: false },
        after: { read: true, handled: true },
      }),
    ]);
  });
});

describe('operator accounts', () => {
  it('the first operator comes from SHOP_ADMIN_EMAIL/PASSWORD only while none exists', async () => {
    const fresh = await createTestShop();
    try {
      expect(await ensureFirstOperator(fresh.pool, 'first@jholaandco.in', 'first operator password')).toBe(true);
      expect(await ensureFirstOperator(fresh.pool, 'second@jholaandco.in', 'second operator password')).toBe(false);
      expect(await ensureFirstOperator(fresh.pool, undefined, undefined)).toBe(false);
      const { rows } = await fresh.pool.query('SELECT email FROM operators');
      expect(rows).toEqual([{ email: 'first@jholaandco.in' }]);
    } finally {
      await fresh.close();
    }
  });

  it('npm run operator -- add <email> reads the password from stdin, never prints it, and refuses a weak one', async () => {
    const run = (args: string[], stdin: string) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/http/operator/operatorCli.ts', ...args], {
          env: { ...process.env, DATABASE_URL: shop.pool.options.connectionString },
        });
        let output = '';
        child.stdout.on('data', (d: Buffer) => (output += d.toString()));
        child.stderr.on('data', (d: Buffer) => (output += d.toString()));
        child.on('close', (code) => resolve({ code, output }));
        child.stdin.end(stdin);
      });
    const password = 'a long staff passphrase 42';
    const added = await run(['add', 'staff@jholaandco.in'], `${password}\n`);
    expect(added).toEqual({ code: 0, output: 'Operator staff@jholaandco.in added.\n' });
    const weak = await run(['add', 'weak@jholaandco.in'], 'short\n');
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('The password needs at least 12 characters.');
    expect(weak.output).not.toContain('short\n');
    expect((await run(['add', 'staff@jholaandco.in'], `${password}\n`)).code).toBe(1);
    expect((await run([], '')).code).toBe(2);
    const session = await signInToDesk((path, init) => shop.app.request(path, init), 'staff@jholaandco.in', password);
    expect(session.csrfToken).toMatch(/^[\w-]{43}$/);
  });

  it('at a terminal the password is typed without echo (a real pseudo-terminal through script(1))', async () => {
    const password = 'typed at the terminal 7';
    const command = `${process.execPath} --import tsx server/http/operator/operatorCli.ts add tty@jholaandco.in`;
    const output = await new Promise<string>((resolve) => {
      const child = spawn('script', ['-qec', command, '/dev/null'], {
        env: { ...process.env, DATABASE_URL: shop.pool.options.connectionString },
      });
      let seen = '';
      child.stdout.on('data', (d: Buffer) => {
        seen += d.toString();
        // Type only once the prompt is up (raw mode on), one key at a time with a mistake erased.
        if (seen.includes('Password') && !child.stdin.writableEnded)
          child.stdin.end(`${password.slice(0, -1)}x\u007f${password.slice(-1)}\r`);
      });
      child.on('close', () => resolve(seen));
    });
    expect(output).toContain('Operator tty@jholaandco.in added.');
    expect(output).not.toContain('terminal');
    const session = await signInToDesk((path, init) => shop.app.request(path, init), 'tty@jholaandco.in', password);
    expect(session.csrfToken).toMatch(/^[\w-]{43}$/);
  });
});

describe('adding a product', () => {
  it('adds a product with its colours, drawn pictures, GST from the trigger and an audit line; a repeat gets its own id', async () => {
    const body = {
      productName: 'Desk Jute Market Tote',
      categoryId: 'totes',
      description: 'Sturdy jute.',
      newPrice: 649,
      oldPrice: 799,
      stock: 12,
      colors: [
        { name: 'Natural', hex: '#C8A97E' },
        { name: 'Indigo', hex: '#2e3a87' },
      ],
    };
    const post = () => postJson(shop, '/api/admin/products', body, desk);
    const res = await post();
    expect(res.status).toBe(201);
    const { id } = ((await res.json()) as { data: { product: { id: string } } }).data.product;
    expect(id).toBe('desk-jute-market-tote');
    const shown = (await bodyOf(await appB.request(`/api/products/public/${id}`), productResponse)).data.product;
    expect(shown).toMatchObject({ productName: body.productName, newPrice: 649, oldPrice: 799, inStock: true });
    expect(shown.colors.map((c) => [c.colorName, c.colorCode])).toEqual([
      ['Natural', '#c8a97e'],
      ['Indigo', '#2e3a87'],
    ]);
    expect(shown.colors[0]!.images).toEqual(
      ['front', 'side', 'back', 'detail'].map((view) => `/images/products/tote/jute/c8a97e/${view}.svg`),
    );
    // The drawing really exists.
    expect((await appB.request(shown.colors[0]!.images[0]!)).status).toBe(200);
    const tax = await shop.pool.query('SELECT hsn_code, gst_rate FROM products WHERE id = $1', [id]);
    expect(tax.rows[0]).toEqual({ hsn_code: '42022230', gst_rate: 5 });
    const audit = await shop.pool.query('SELECT action, before, after FROM audit_log WHERE subject = $1', [id]);
    expect(audit.rows).toEqual([
      { action: 'product.create', before: null, after: expect.objectContaining({ newPrice: 649 }) },
    ]);
    const again = await post();
    expect(((await again.json()) as { data: { product: { id: string } } }).data.product.id).toBe(
      'desk-jute-market-tote-2',
    );
    const wrongCategory = await postJson(shop, '/api/admin/products', { ...body, categoryId: 'nope' }, desk);
    expect(wrongCategory.status).toBe(400);
    expect((await bodyOf(wrongCategory, failure)).errors).toEqual([
      { field: 'categoryId', message: 'Please choose a category' },
    ]);
    const badHex = await postJson(shop, '/api/admin/products', { ...body, colors: [{ name: 'X', hex: 'red' }] }, desk);
    expect((await bodyOf(badHex, failure)).errors).toEqual([
      { field: 'colors.0.hex', message: 'Colour must be a hex code such as #7a3e1d' },
    ]);
  });
});
