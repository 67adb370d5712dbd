import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponse } from '../../api-schema/responses';
import { readIntent } from '../../server/catalogue/searchIntent';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const list = async (query: string) => {
  const res = await shop.app.request(`/api/products/public?${query}`);
  expect(res.status).toBe(200);
  return (await bodyOf(res, productListResponse)).data;
};
const search = (words: string, more = '') => list(`limit=48&search=${encodeURIComponent(words)}${more}`);
const count = async (sql: string, params: unknown[] = []) =>
  (await shop.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE p.active AND ${sql}`, params))
    .rows[0]!.n;

describe('reading a search (searchIntent.ts, pure)', () => {
  it.each([
    ['under 1000', { words: '', maxPrice: 1000 }],
    ['below 2k', { words: '', maxPrice: 2000 }],
    ['1000 to 2000', { words: '', minPrice: 1000, maxPrice: 2000 }],
    ['tote between 1,000 and 2,500', { words: 'tote', minPrice: 1000, maxPrice: 2500 }],
    ['₹2000-3000 sling', { words: 'sling', minPrice: 2000, maxPrice: 3000 }],
    ['1500 se kam potli', { words: 'potli', maxPrice: 1500 }],
    ['over 3k', { words: '', minPrice: 3000 }],
    ['2000+ clutch', { words: 'clutch', minPrice: 2000 }],
    ['laptop bag under 15 inch', { words: 'laptop bag under 15 inch' }],
    ['14-16 inch laptop', { words: '14-16 inch laptop' }],
    ['college bag', { words: '', categoryIds: ['backpacks'] }],
    ['office ke liye bag', { words: '', categoryIds: ['office-bags', 'laptop-bags'] }],
    ['leather bag for office', { words: '', categoryIds: ['office-bags', 'laptop-bags'], materials: ['leather'] }],
  ])('%j', (typed, want) => {
    const { notice: _n, ...read } = readIntent(typed);
    expect(read).toEqual(want);
  });

  it('reads "trolley" as the cabin duffels it offers instead, with a notice; "leather" as genuine leather', () => {
    expect(readIntent('trolley bag')).toMatchObject({ words: 'cabin', categoryIds: ['travel-duffels'] });
    expect(readIntent('suitcase').notice).toMatch(/^We don't sell trolley bags/);
    expect(readIntent('leather tote')).toEqual({ words: 'tote', materials: ['leather'] });
    expect(readIntent('vegan leather tote')).toEqual({ words: 'tote', materials: ['vegan-leather'] });
  });
});

describe('the listing applies what it read', () => {
  it('"under 1000": only products at ₹1,000 or less, all of them, and says it read a price', async () => {
    const { products, pagination, understood } = await search('under 1000');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.newPrice <= 1000)).toBe(true);
    expect(pagination.total).toBe(await count('p.new_price <= 1000'));
    expect(understood).toEqual({ words: '', maxPrice: 1000 });
  });

  it('"below 2k" and "1000 to 2000" become price ranges; a price the URL sets itself wins', async () => {
    expect((await search('below 2k')).pagination.total).toBe(await count('p.new_price <= 2000'));
    const range = await search('1000 to 2000');
    expect(range.pagination.total).toBe(await count('p.new_price BETWEEN 1000 AND 2000'));
    expect(range.understood).toMatchObject({ minPrice: 1000, maxPrice: 2000 });
    const own = await search('under 1000', '&maxPrice=600');
    expect(own.products.every((p) => p.newPrice <= 600)).toBe(true);
    expect(own.understood).toBeUndefined();
  });

  it('"college bag" shows backpacks, "office bag" office and laptop bags from the first result', async () => {
    const college = await search('college bag');
    expect(college.pagination.total).toBe(await count(`p.category_id = 'backpacks'`));
    expect(college.understood).toEqual({ words: '', categories: ['Backpacks'] });
    const office = await search('office bag');
    expect(new Set(office.products.map((p) => p.category._id))).toEqual(new Set(['office-bags', 'laptop-bags']));
    expect(office.understood?.categories).toEqual(['Office Bags', 'Laptop Bags']);
  });

  it('"trolley" says the shop does not sell them and shows cabin duffels', async () => {
    const { products, understood } = await search('trolley');
    expect(understood?.notice).toBe("We don't sell trolley bags or suitcases — here are our cabin duffels.");
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.category._id === 'travel-duffels' && /\bcabin/i.test(p.description))).toBe(true);
  });

  it('"waterproof" finds the water-resistant bags', async () => {
    const { products, pagination } = await search('waterproof');
    expect(pagination.total).toBe(await count(`p.description ~* 'water-(resistant|repellent)'`));
    expect(products.every((p) => /water-(resistant|repellent)/i.test(p.description))).toBe(true);
  });

  it('"leather" shows genuine leather only, not vegan (PU) leather', async () => {
    const { products, pagination, understood } = await search('leather');
    expect(pagination.total).toBe(await count(`p.material = 'leather'`));
    expect(products.some((p) => /vegan/i.test(p.productName))).toBe(false);
    expect(understood).toEqual({ words: '', materials: ['leather'] });
  });

  it('offers "did you mean" for a corrected typo that finds more, not for a plural', async () => {
    const typo = await search('hndbg');
    expect(typo.products).toEqual([]);
    expect(typo.understood).toEqual({ words: 'hndbg', didYouMean: 'handbag' });
    // Spelt alike, "hanbag" finds the handbags already: the correction would find no more.
    const near = await search('hanbag');
    expect(near.products.length).toBeGreaterThan(0);
    expect(near.understood).toBeUndefined();
    expect((await search('tote bags')).understood).toBeUndefined();
    expect((await search('handbag')).understood).toBeUndefined();
  });
});
