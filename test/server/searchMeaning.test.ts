import { afterAll, beforeAll, expect, it } from 'vitest';
import { productListResponse } from '../../api-schema/responses';
import { searchTerms } from '../../server/catalogue/searchTerms';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

/**
 * The matching rule written out as a scan of every product's words, without the search_words view or
 * any index: a product matches when one of its words (2+ letters) is a term, starts with it (2+
 * letters), holds it inside (4+ letters), starts with a related word, or — for a term no product
 * uses — starts with a catalogue word spelt like it (trigram similarity >= 0.5, or 1 edit away, 2
 * from 6 letters).
 */
async function matchedByScan(search: string): Promise<string[]> {
  const terms = searchTerms(search).flatMap((t) => [
    { term: t.word, related: false },
    ...t.related.map((term) => ({ term, related: true })),
  ]);
  const { rows } = await shop.pool.query<{ id: string }>(
    `WITH words AS (
       SELECT p.id, w AS word FROM products p,
         regexp_split_to_table(lower(p.product_name || ' ' || p.description), '[^[:alnum:]]+') AS w
       WHERE length(w) >= 2),
     vocabulary AS (SELECT DISTINCT word FROM words),
     terms AS (SELECT * FROM jsonb_to_recordset($1) AS t(term text, related boolean))
     SELECT DISTINCT w.id FROM words w, terms t
     WHERE w.word = t.term
       OR (length(t.term) >= 2 AND w.word LIKE t.term || '%')
       OR (NOT t.related AND length(t.term) >= 4 AND w.word LIKE '%_' || t.term || '%')
       OR (NOT t.related AND length(t.term) >= 4 AND t.term NOT IN (SELECT word FROM vocabulary) AND EXISTS (
         SELECT 1 FROM vocabulary alike WHERE w.word LIKE alike.word || '%' AND (
           similarity(alike.word, t.term) >= 0.5
           OR (abs(length(alike.word) - length(t.term)) <= 2
             AND levenshtein(alike.word, t.term) <= CASE WHEN length(t.term) >= 6 THEN 2 ELSE 1 END))))
     ORDER BY w.id`,
    [JSON.stringify(terms)],
  );
  return rows.map((r) => r.id);
}

async function matchedByApi(search: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await shop.app.request(
      `/api/products/public?search=${encodeURIComponent(search)}&sortBy=productName&limit=48&page=${page}`,
    );
    const { products, pagination } = (await bodyOf(res, productListResponse)).data;
    ids.push(...products.map((p) => p._id));
    if (page >= pagination.pages) return ids.sort();
  }
}

// Words only: a colour or material word is a filter, not a word to match (searchIntent.ts, ADR 026).
it.each([
  'bag',
  'tote',
  'Travel wallet',
  'lether',
  'bakcpack',
  'hanbag',
  'tiffin',
  'zari potli',
  'cafe',
  'café',
  '14',
  'bi-fold',
  'water-resistant',
  'purse',
  'ladies sling',
  'pack',
])('the indexed search finds exactly what a scan does for %j', async (search) => {
  const expected = await matchedByScan(search);
  expect(expected.length).toBeGreaterThan(0);
  expect(await matchedByApi(search)).toEqual(expected);
});

it('finds nothing for a word nothing is spelt like', async () => {
  expect(await matchedByScan('zzqxjv')).toEqual([]);
  expect(await matchedByApi('zzqxjv')).toEqual([]);
});
