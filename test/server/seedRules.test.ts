import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryListResponse, cityListResponse, productListResponse } from '../../api-schema/responses';
import { seedCategories } from '../../server/db/seed/categories';
import { KINDS } from '../../server/db/seed/kinds';
import { MATERIALS } from '../../server/db/seed/materials';
import { generateProducts, MARKUP, type SeedProduct } from '../../server/db/seed/products';
import { slugify } from '../../server/db/seed/random';
import { bodyOf, createTestShop, type TestShop } from './testShop';

/** The demo catalogue's rules, checked over every seeded product (issue 14). */
const products = generateProducts();
const spec = (p: SeedProduct, label: string) => p.specifications.find((s) => s.label === label)?.value ?? '';
const numbers = (text: string) => [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
const each = (check: (p: SeedProduct) => string | undefined) =>
  products.map((p) => [p.name, check(p)]).filter(([, problem]) => problem !== undefined);

describe('the seed, product by product', () => {
  it('has at least 500 products with unique ids, in every category', () => {
    expect(products.length).toBeGreaterThanOrEqual(500);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    for (const c of seedCategories)
      expect(products.filter((p) => p.categoryId === slugify(c.name)).length).toBeGreaterThan(12);
  });

  it('keeps every price inside its kind band, ending in 99', () => {
    expect(
      each((p) => {
        const [low, high] = KINDS[p.kind].price;
        if (p.newPrice < low || p.newPrice > high) return `₹${p.newPrice} outside ₹${low}-${high}`;
        return p.newPrice % 100 === 99 || p.newPrice === low || p.newPrice === high ? undefined : `₹${p.newPrice}`;
      }),
    ).toEqual([]);
    const cardHolders = products.filter((p) => p.kind === 'card-holder');
    expect(Math.max(...cardHolders.map((p) => p.newPrice))).toBeLessThanOrEqual(1499);
    const leatherTotes = products.filter((p) => p.kind === 'tote' && p.material === 'leather');
    expect(Math.max(...leatherTotes.map((p) => p.newPrice))).toBeGreaterThan(15000);
  });

  it('prices old prices 10-50 % above the price, or not at all', () => {
    expect(
      each((p) => {
        if (p.oldPrice === null) return undefined;
        const ratio = p.oldPrice / p.newPrice;
        return ratio >= MARKUP[0] - 0.01 && ratio <= MARKUP[1] + 0.01 ? undefined : `old ${p.oldPrice} / ${p.newPrice}`;
      }),
    ).toEqual([]);
    expect(products.filter((p) => p.oldPrice !== null).length).toBeGreaterThan(products.length / 2);
  });

  it('names the material it is made of, and nothing vegan is made of leather', () => {
    expect(
      each((p) => {
        const rule = MATERIALS[p.material];
        const label = rule.labels.find((l) => p.name.includes(` ${l} `));
        if (!label) return `name does not say ${p.material}`;
        const material = spec(p, 'Material');
        if (
          !material.toLowerCase().startsWith(label.toLowerCase()) &&
          !material.toLowerCase().includes(label.toLowerCase())
        )
          return `Material "${material}" for "${label}"`;
        if (/vegan/i.test(p.name) && /leather/i.test(material.replace(/vegan leather/gi, '')))
          return `vegan but ${material}`;
        if (/vegan/i.test(p.name) && rule.animalHide) return 'vegan but made of hide';
        if (rule.animalHide && !/leather|suede/i.test(material)) return `hide not said: ${material}`;
        return undefined;
      }),
    ).toEqual([]);
  });

  it('draws each product as its kind in its material', () => {
    expect(
      each((p) => {
        const prefix = `/images/products/${KINDS[p.kind].type}/${MATERIALS[p.material].drawing}/`;
        const images = p.colours.flatMap((c) => c.images);
        if (p.colours.length === 0) return 'no colours';
        return images.every((src) => src.startsWith(prefix)) && images.length === p.colours.length * 4
          ? undefined
          : images[0];
      }),
    ).toEqual([]);
  });

  it('gives dimensions, weight and capacity that fit the kind', () => {
    expect(
      each((p) => {
        const kind = KINDS[p.kind];
        const [l, w, h] = numbers(spec(p, 'Dimensions'));
        const inRange = (value: number | undefined, [low, high]: [number, number]) =>
          value !== undefined && value >= low && value <= high;
        if (!inRange(l, kind.size.l) || !inRange(w, kind.size.w) || !inRange(h, kind.size.h))
          return `size ${spec(p, 'Dimensions')}`;
        const grams = numbers(spec(p, 'Weight'))[0]!;
        const factor = MATERIALS[p.material].weight;
        if (grams < kind.grams[0] * factor - 5 || grams > kind.grams[1] * factor + 5) return `weight ${grams} g`;
        const capacity = spec(p, 'Capacity');
        if (kind.capacity === 'litres') {
          const litres = numbers(capacity)[0]!;
          if (!/litres$/.test(capacity) || litres < 1 || litres > (l! * w! * h!) / 1000) return `capacity ${capacity}`;
        } else if (/litres/.test(capacity)) return `small goods in litres: ${capacity}`;
        return undefined;
      }),
    ).toEqual([]);
  });

  it('describes only what fits the kind and the material', () => {
    expect(
      each((p) => {
        const text = `${p.description} ${spec(p, 'Features')}`;
        const kind = KINDS[p.kind];
        if (/laptop/i.test(text) && !['laptop-bag', 'messenger', 'backpack', 'roll-top', 'tote'].includes(kind.type))
          return 'a laptop in small goods';
        if (/tiffin/i.test(text) && !['backpack', 'tote', 'messenger'].includes(kind.type)) return 'a tiffin';
        if (/handles/i.test(text) && ['wallet', 'card-holder', 'pouch'].includes(kind.type)) return 'handles';
        if (/water-resistant/i.test(spec(p, 'Features')) && ['suede', 'velvet', 'bandhani'].includes(p.material))
          return `water-resistant ${p.material}`;
        if (kind.audience === 'women' && / for men\b/.test(p.description)) return 'audience';
        return undefined;
      }),
    ).toEqual([]);
  });
});

describe('the seeded shop', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());
  const get = (path: string) => shop.app.request(path);

  it('holds the whole seed: "500+ products" in 12 categories', async () => {
    const { pagination } = (await bodyOf(await get('/api/products/public?limit=1'), productListResponse)).data;
    expect(pagination.total).toBe(products.length);
    expect(pagination.total).toBeGreaterThanOrEqual(500);
    const { categories } = (await bodyOf(await get('/api/categories/active'), categoryListResponse)).data;
    expect(categories.map((c) => c.categoryName)).toEqual(seedCategories.map((c) => c.name));
  });

  it('delivers to "50+ cities", each with PIN codes of its own', async () => {
    const { cities } = (await bodyOf(await get('/api/cities/active'), cityListResponse)).data;
    expect(cities.length).toBeGreaterThanOrEqual(50);
    const { rows } = await shop.pool.query<{ id: string }>(
      `SELECT c.id FROM cities c WHERE c.active AND NOT EXISTS (
         SELECT 1 FROM city_districts cd JOIN pin_codes p ON p.state_code = cd.state_code
           AND (cd.district IS NULL OR p.district = cd.district)
         WHERE cd.city_id = c.id)`,
    );
    expect(rows.map((r) => r.id)).toEqual([]);
  });

  it.each([
    ['Under 1,000', 'maxPrice=999'],
    ['1,000-2,500', 'minPrice=1000&maxPrice=2500'],
    ['2,500-5,000', 'minPrice=2500&maxPrice=5000'],
    ['5,000-10,000', 'minPrice=5000&maxPrice=10000'],
    ['Above 10,000', 'minPrice=10001'],
  ])('finds at least a page of products for the price preset %s', async (_, query) => {
    const { pagination } = (await bodyOf(await get(`/api/products/public?${query}`), productListResponse)).data;
    expect(pagination.total).toBeGreaterThanOrEqual(12);
  });
});
