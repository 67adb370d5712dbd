import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInput } from '../../api-schema/contact';
import { failure } from '../../api-schema/envelope';
import {
  categoryListResponse,
  categoryResponse,
  cityListResponse,
  cityResponse,
  contactResponse,
  contentResponse,
  productListResponse,
  productResponse,
} from '../../api-schema/responses';
import { createApp } from '../../server/app';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const get = (path: string) => shop.app.request(path);
const expectFailure = async (res: Response, status: number, message: string) => {
  expect(res.status).toBe(status);
  expect((await bodyOf(res, failure)).message).toBe(message);
};

describe('categories', () => {
  it('lists at least 10 active categories with descriptions and images', async () => {
    const { categories } = (await bodyOf(await get('/api/categories/active'), categoryListResponse)).data;
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(categories[0]).toMatchObject({ _id: 'handbags', categoryName: 'Handbags' });
    for (const c of categories) expect(c.description && c.categoryImage).toBeTruthy();
  });

  it('returns one category, or 404 Category not found', async () => {
    const { category } = (await bodyOf(await get('/api/categories/totes'), categoryResponse)).data;
    expect(category.categoryName).toBe('Totes');
    await expectFailure(await get('/api/categories/no-such'), 404, 'Category not found');
  });
});

describe('products by id and category', () => {
  it('returns a product with specifications', async () => {
    const id = await anyProductId();
    const { product } = (await bodyOf(await get(`/api/products/public/${id}`), productResponse)).data;
    expect(product._id).toBe(id);
    expect(product.specifications.map((s) => s.label)).toContain('Material');
    expect(product.returnPolicy).toMatch(/7-day/);
  });

  it('answers 404 Product not found for an unknown id', async () => {
    await expectFailure(await get('/api/products/public/no-such-bag'), 404, 'Product not found');
  });

  it('lists a category with exclude, for related products', async () => {
    const all = (await bodyOf(await get('/api/products/category/backpacks?limit=48'), productListResponse)).data;
    expect(all.products.every((p) => p.category._id === 'backpacks')).toBe(true);
    const first = all.products[0]!._id;
    const related = (
      await bodyOf(await get(`/api/products/category/backpacks?limit=4&exclude=${first}`), productListResponse)
    ).data;
    expect(related.products).toHaveLength(4);
    expect(related.products.map((p) => p._id)).not.toContain(first);
    expect(related.pagination.total).toBe(all.pagination.total - 1);
  });

  it('answers 404 Category not found for an unknown category, 400 for a bad query', async () => {
    await expectFailure(await get('/api/products/category/no-such'), 404, 'Category not found');
    await expectFailure(await get('/api/products/category/totes?limit=0'), 400, 'limit must be at least 1');
  });
});

async function anyProductId() {
  const { rows } = await shop.pool.query<{ id: string }>('SELECT id FROM products LIMIT 1');
  return rows[0]!.id;
}

describe('cities', () => {
  it('lists at least 40 active cities sorted by name, without inactive ones', async () => {
    const { cities } = (await bodyOf(await get('/api/cities/active'), cityListResponse)).data;
    expect(cities.length).toBeGreaterThanOrEqual(50);
    const names = cities.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect(names).not.toContain('Leh');
    expect(new Set(cities.map((c) => c.deliveryCharge))).toEqual(new Set([0, 49, 79, 99, 149]));
  });

  it('returns one city, or 404 City not found', async () => {
    expect((await bodyOf(await get('/api/cities/mumbai'), cityResponse)).data.city).toEqual({
      _id: 'mumbai',
      name: 'Mumbai',
      deliveryCharge: 0,
    });
    await expectFailure(await get('/api/cities/atlantis'), 404, 'City not found');
  });
});

describe('content pages', () => {
  it.each(['about', 'privacy', 'terms'])('returns %s with HTML and updatedAt', async (page) => {
    const { content } = (await bodyOf(await get(`/api/content/${page}`), contentResponse)).data;
    expect(content?.content).toMatch(/<h2>.*<\/h2>/);
    expect(content?.content).toMatch(/<li>/);
    expect(Number.isNaN(Date.parse(content!.updatedAt!))).toBe(false);
  });

  it('answers content null for a known page without a row, 404 Page not found otherwise', async () => {
    await shop.pool.query(`DELETE FROM content_pages WHERE slug = 'about'`);
    // A fresh app, so the response cache of the shared one does not answer.
    const fresh = createApp({ pool: shop.pool });
    const { content } = (await bodyOf(await fresh.request('/api/content/about'), contentResponse)).data;
    expect(content).toBeNull();
    await expectFailure(await get('/api/content/cookies'), 404, 'Page not found');
  });
});

describe('contact', () => {
  const message = {
    name: 'Ravi Kumar',
    email: 'ravi@example.in',
    phone: '98765 43210',
    subject: 'Bulk order',
    message: 'Do you do corporate gifting?',
  };

  it('stores the message and answers 201 with its id', async () => {
    const res = await postJson(shop, '/api/contact', message);
    expect(res.status).toBe(201);
    const { id } = (await bodyOf(res, contactResponse)).data;
    const { rows } = await shop.pool.query(
      'SELECT name, email, phone, subject, message FROM contact_messages WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual(contactInput.parse(message));
  });

  it.each([
    [{ name: '' }, 'Full name is required'],
    [{ email: 'ravi@' }, 'Invalid email address'],
    [{ phone: '12345' }, 'Invalid phone number'],
    [{ message: '   ' }, 'Message is required'],
    [{ extra: 'x' }, undefined],
  ])('answers 400 for %o', async (change, expected) => {
    const res = await postJson(shop, '/api/contact', { ...message, ...change });
    expect(res.status).toBe(400);
    const body = await bodyOf(res, failure);
    if (expected) expect(body.message).toBe(expected);
  });
});

describe('unknown paths and images', () => {
  it('answers JSON 404 for an unknown /api path', async () => {
    await expectFailure(await get('/api/nothing/here'), 404, 'Not found');
  });

  it('draws product and category SVGs with a long cache, and serves the placeholder', async () => {
    for (const path of [
      '/images/products/tote/c68e5b/front.svg',
      '/images/categories/potli/b22234.svg',
      '/images/placeholder.svg',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      expect(await res.text()).toMatch(/^<svg/);
    }
    expect((await get('/images/products/tote/c68e5b/front.svg')).headers.get('cache-control')).toMatch(
      /max-age=31536000/,
    );
    expect((await get('/images/products/tote/zzzzzz/front.svg')).status).toBe(404);
    expect((await get('/images/products/rocket/c68e5b/front.svg')).status).toBe(404);
  });

  it('stores image URLs that the image routes answer', async () => {
    const { rows } = await shop.pool.query<{ url: string }>(
      'SELECT unnest(images) AS url FROM product_colors LIMIT 30',
    );
    for (const { url } of rows) expect((await get(url)).status, url).toBe(200);
  });
});
