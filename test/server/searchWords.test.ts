import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponse } from '../../api-schema/responses';
import { searchSuggestionsResponse } from '../../api-schema/searchSuggestions';
import { readIntent } from '../../server/catalogue/searchIntent';
import { searchTerms } from '../../server/catalogue/searchTerms';
import { inEnglish } from '../../server/catalogue/words/inEnglish';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

/** The first page (the shop's page size) of a search. */
const firstPage = async (words: string) => {
  const res = await shop.app.request(`/api/products/public?search=${encodeURIComponent(words)}`);
  expect(res.status).toBe(200);
  return (await bodyOf(res, productListResponse)).data;
};
const materialOf = async (ids: string[]) =>
  new Map(
    (
      await shop.pool.query<{ id: string; material: string }>('SELECT id, material FROM products WHERE id = ANY($1)', [
        ids,
      ])
    ).rows.map((r) => [r.id, r.material]),
  );

/** Shopper colour words and the catalogue colour names (seed) each may show. */
const COLOURS: [string, RegExp][] = [
  ['black', /^Black$/],
  ['tan', /^Tan$/],
  ['brown', /^(Coffee Brown|Tan)$/],
  ['red', /^(Sindoor Red|Maroon)$/],
  ['maroon', /^Maroon$/],
  ['navy', /^Navy Blue$/],
  ['blue', /^(Navy Blue|Indigo|Peacock Blue)$/],
  ['beige', /^Beige$/],
  ['cream', /^(Beige|Ivory)$/],
  ['pink', /^Blush Pink$/],
  ['green', /^(Olive Green|Emerald)$/],
  ['grey', /^Slate Grey$/],
  ['gray', /^Slate Grey$/],
  ['yellow', /^(Mustard|Marigold)$/],
  ['mustard', /^Mustard$/],
  ['white', /^Ivory$/],
  ['teal', /^Teal$/],
  ['rust', /^Rust$/],
];
/** Material words and the material families (facet values) each may show. */
const MATERIALS: [string, string[]][] = [
  ['leather', ['leather']],
  ['vegan leather', ['vegan-leather']],
  ['canvas', ['canvas']],
  ['jute', ['jute']],
  ['cotton', ['cotton']],
  ['nylon', ['nylon']],
  ['silk', ['silk']],
  ['velvet', ['velvet']],
  ['suede', ['suede']],
  ['denim', ['cotton']],
];

describe('colour and material words are the listing’s facets', () => {
  it.each(COLOURS)('"%s bag": every product on the first page comes in that colour', async (word, names) => {
    const { products, understood } = await firstPage(`${word} bag`);
    expect(products.length).toBeGreaterThan(0);
    expect(products.filter((p) => !p.colors.some((c) => names.test(c.colorName))).map((p) => p.productName)).toEqual(
      [],
    );
    expect(understood?.colours?.length).toBeGreaterThan(0);
    expect(understood?.colours?.every((name) => names.test(name))).toBe(true);
    expect(understood?.didYouMean).toBeUndefined();
  });

  it.each(MATERIALS)('"%s bag": every product on the first page is of that material', async (word, families) => {
    const { products, understood } = await firstPage(`${word} bag`);
    expect(products.length).toBeGreaterThan(0);
    const materials = await materialOf(products.map((p) => p._id));
    expect(products.filter((p) => !families.includes(materials.get(p._id)!)).map((p) => p.productName)).toEqual([]);
    expect(understood).toMatchObject({ words: 'bag', materials: families });
    expect(understood?.didYouMean).toBeUndefined();
  });

  it('"black leather office bag under 3000": black leather office or laptop bags ≤ ₹3,000 only (the seed has none)', async () => {
    const { products, pagination, understood } = await firstPage('black leather office bag under 3000');
    const { rows } = await shop.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p WHERE p.active AND p.material = 'leather' AND p.new_price <= 3000
         AND p.category_id IN ('office-bags', 'laptop-bags')
         AND EXISTS (SELECT 1 FROM product_colors pc WHERE pc.product_id = p.id AND pc.name = 'Black')`,
    );
    expect(pagination.total).toBe(rows[0]!.n);
    expect(products).toHaveLength(rows[0]!.n);
    expect(understood).toEqual({
      words: '',
      maxPrice: 3000,
      categories: ['Office Bags', 'Laptop Bags'],
      colours: ['Black'],
      materials: ['leather'],
    });
  });

  it.each(['black leather office bag', 'black office bag under 3000'])(
    '"%s": only what it asks for, in stock first',
    async (words) => {
      const { products, understood } = await firstPage(words);
      expect(products.length).toBeGreaterThan(3);
      const materials = await materialOf(products.map((p) => p._id));
      for (const p of products) {
        expect(p.colors.map((c) => c.colorName)).toContain('Black');
        expect(['office-bags', 'laptop-bags']).toContain(p.category._id);
        if (understood?.materials) expect(materials.get(p._id)).toBe('leather');
        if (understood?.maxPrice) expect(p.newPrice).toBeLessThanOrEqual(3000);
      }
      const stock = products.map((p) => p.inStock);
      expect(stock).toContain(false);
      expect(stock).toEqual([...stock].sort((a, b) => Number(b) - Number(a)));
      expect(understood?.didYouMean).toBeUndefined();
    },
  );

  it('a ranked search puts in-stock products above sold-out ones among equal matches ("potli": all named so)', async () => {
    const res = await shop.app.request('/api/products/public?limit=48&search=potli');
    const { products } = (await bodyOf(res, productListResponse)).data;
    const named = products.filter((p) => /potli/i.test(p.productName)).map((p) => p.inStock);
    expect(named).toContain(false);
    expect(named).toEqual([...named].sort((a, b) => Number(b) - Number(a)));
  });

  it('a colour or material the URL sets wins over the words, and is not reported as read', async () => {
    const { products, understood } = await (async () => {
      const res = await shop.app.request(`/api/products/public?search=black%20tote&color=Tan`);
      return (await bodyOf(res, productListResponse)).data;
    })();
    expect(products.every((p) => p.colors.some((c) => c.colorName === 'Tan'))).toBe(true);
    expect(understood).toBeUndefined();
  });
});

describe('Hindi and Hinglish words', () => {
  it('are put in English before reading (NFC, Devanagari kept as one word)', () => {
    expect(inEnglish('काला चमड़े का बैग')).toBe('black leather ka bag');
    // चमड़ा with the nukta as its own code point, and precomposed: the same word.
    expect(inEnglish('\u091A\u092E\u0921\u093C\u093E')).toBe('leather');
    expect(inEnglish('\u091A\u092E\u095C\u093E')).toBe('leather');
    expect(searchTerms('नमस्ते बैग').map((t) => t.word)).toEqual(['नमस्ते', 'बैग']);
    expect(readIntent('kala bag', ['Black', 'Tan'])).toEqual({ words: 'bag', colours: ['Black'] });
    expect(readIntent('chamde ka bag')).toEqual({ words: 'bag', materials: ['leather'] });
  });

  it.each([
    ['बैग', 'bag'],
    ['झोला', 'jhola'],
    ['थैला', 'thaila'],
    ['पोटली', 'potli'],
    ['बटुआ', 'batua'],
    ['पर्स', 'purse'],
    ['kala bag', 'black bag'],
    ['काला बैग', 'black bag'],
    ['lal potli', 'red potli'],
    ['chamde ka bag', 'leather bag'],
    ['चमड़े का बैग', 'leather bag'],
  ])('"%s" shows the same first page as "%s"', async (hindi, english) => {
    const [ours, theirs] = await Promise.all([firstPage(hindi), firstPage(english)]);
    expect(theirs.products.length).toBeGreaterThan(0);
    expect(ours.products.map((p) => p._id)).toEqual(theirs.products.map((p) => p._id));
    expect(ours.understood?.didYouMean).toBeUndefined();
  });

  it('suggestions read them too', async () => {
    const suggest = async (q: string) =>
      (
        await bodyOf(
          await shop.app.request(`/api/search/suggestions?q=${encodeURIComponent(q)}`),
          searchSuggestionsResponse,
        )
      ).data;
    const [hindi, english] = await Promise.all([suggest('झोला'), suggest('jhola')]);
    expect(hindi.products.length).toBeGreaterThan(0);
    expect(hindi).toEqual(english);
    expect(await suggest('kala tote')).toEqual(await suggest('black tote'));
  });
});

describe('words that name an object’s own parts', () => {
  it.each(['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'])(
    '"%s" is a plain word in the listing, its facets and the suggestions',
    async (word) => {
      const q = encodeURIComponent(`black ${word} bag`);
      for (const path of [
        `/api/products/public?search=${q}`,
        `/api/products/facets?search=${q}`,
        `/api/search/suggestions?q=${q}`,
      ]) {
        expect((await shop.app.request(path)).status, path).toBe(200);
      }
      expect(searchTerms(word).map((t) => t.word)).toEqual([word.toLowerCase().replaceAll('_', '')]);
      expect(inEnglish(word)).toBe(word.toLowerCase());
    },
  );
});

describe('"Did you mean"', () => {
  it('never for a colour, a material or a Hindi word, even one no product has', async () => {
    // Without the word lists: "purple" → "purse", "violet" → "wallet", "silver" → "over", "mauve" → "made".
    const words = ['purple', 'violet', 'silver', 'mauve', 'magenta', 'baingani', 'purple bag', 'black bag', 'tan tote'];
    for (const typed of words) expect((await firstPage(typed)).understood?.didYouMean, typed).toBeUndefined();
  });
});
