import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCategoryListResponse, adminCategoryResponse } from '../../api-schema/adminCategories';
import { failure } from '../../api-schema/envelope';
import { categoryListResponse, productListResponse } from '../../api-schema/responses';
import { listenForCatalogueChanges, type CatalogueListener } from '../../server/catalogue/catalogueListener';
import { ResponseCache } from '../../server/http/responseCache';
import { operatorHeaders } from './operatorFixtures';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
let listener: CatalogueListener;
beforeAll(async () => {
  const cache = new ResponseCache();
  shop = await createTestShop({ cache });
  listener = await listenForCatalogueChanges(shop.pool, cache);
});
afterAll(async () => {
  await listener.close();
  await shop.close();
});

const desk = async (path: string, init: RequestInit = {}) =>
  shop.app.request(`/api/admin/categories${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(await operatorHeaders(shop)) },
  });
const rename = (id: string, categoryNameHi: unknown) =>
  desk(`/${id}/hindi-name`, { method: 'PUT', body: JSON.stringify({ categoryNameHi }) });
const shopperNames = async () =>
  (await bodyOf(await shop.app.request('/api/categories/active'), categoryListResponse)).data.categories;
const auditLines = async () =>
  (
    await shop.pool.query<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM audit_log WHERE action = 'category.hindi-name' ORDER BY id",
    )
  ).rows;

describe('issue 44: category names for Hindi readers, edited on the desk', () => {
  it('the seeded categories come with Hindi names, on the desk, in the public list and in each product', async () => {
    const { categories } = (await bodyOf(await desk(''), adminCategoryListResponse)).data;
    expect(categories.find((c) => c.id === 'handbags')).toMatchObject({
      categoryName: 'Handbags',
      categoryNameHi: 'हैंडबैग',
    });
    expect(categories.every((c) => c.categoryNameHi && c.products > 0)).toBe(true);
    expect((await shopperNames()).find((c) => c._id === 'totes')?.categoryNameHi).toBe('टोट बैग');
    const listing = await bodyOf(await shop.app.request('/api/products/category/wallets?limit=1'), productListResponse);
    expect(listing.data.products[0]!.category).toEqual({
      _id: 'wallets',
      categoryName: 'Wallets',
      categoryNameHi: 'बटुए',
    });
  });

  it('the owner renames one: shoppers see it at once (the cache is told), a repeat changes nothing, blank clears it', async () => {
    await shopperNames(); // cached
    const renamed = await bodyOf(await rename('totes', '  टोट झोला  '), adminCategoryResponse);
    expect(renamed.data).toMatchObject({ changed: true, category: { categoryNameHi: 'टोट झोला' } });
    await expect
      .poll(async () => (await shopperNames()).find((c) => c._id === 'totes')?.categoryNameHi)
      .toBe('टोट झोला');

    const again = await bodyOf(await rename('totes', 'टोट झोला'), adminCategoryResponse);
    expect(again.data.changed).toBe(false);
    expect(await auditLines()).toEqual([{ before: 'टोट बैग', after: 'टोट झोला' }]);

    const cleared = await bodyOf(await rename('totes', '   '), adminCategoryResponse);
    expect(cleared.data).toMatchObject({ changed: true, category: { categoryNameHi: null } });
    await expect.poll(async () => (await shopperNames()).find((c) => c._id === 'totes')?.categoryNameHi).toBe(null);
  });

  it('refuses a name over 60 characters and an unknown category, changing nothing', async () => {
    const long = await rename('handbags', 'ब'.repeat(61));
    expect(long.status).toBe(400);
    expect((await bodyOf(long, failure)).message).toMatch(/at most 60 characters/);
    expect((await rename('no-such-category', 'कुछ')).status).toBe(404);
    expect((await shopperNames()).find((c) => c._id === 'handbags')?.categoryNameHi).toBe('हैंडबैग');
  });
});
