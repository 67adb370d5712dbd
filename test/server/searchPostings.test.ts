import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterConditions } from '../../server/catalogue/listingFilters';
import { ListingMemo } from '../../server/catalogue/listingMemo';
import { listProducts, type ListOptions } from '../../server/catalogue/products';
import {
  FIRST_CANDIDATES,
  planSearch,
  relevanceIds,
  RELEVANCE_CANDIDATES,
  searchSql,
} from '../../server/catalogue/productSearch';
import { allTermsSql } from '../../server/catalogue/searchWhoMatches';
import type { Pool } from '../../server/db/pool';
import { TaggedCache } from '../../server/http/taggedCache';
import { createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

/** Products copied here get one colour in stock: stock is per colour (ADR 028), and a copy without one has none. */
const stockCopies = () =>
  shop.pool.query(
    `INSERT INTO product_colors (product_id, position, name, hex, stock)
     SELECT p.id, 0, 'Tan', '#a0522d', 25 FROM products p
     WHERE NOT EXISTS (SELECT 1 FROM product_colors pc WHERE pc.product_id = p.id)`,
  );

/**
 * The ranked ids listProducts keeps for a search (read from search_postings when it carries the filters), ranked
 * from tiers of `tierSize`: the first pages' ranking, or the deeper one a page past them asks for (the same as the
 * first when that has fewer than FIRST_CANDIDATES: all the search has).
 * `unlisted`: as if too many products had every term to list their numbers (the walks look the terms up instead).
 */
async function rankedByPostings(
  q: ListOptions,
  { unlisted = false, tierSize = RELEVANCE_CANDIDATES } = {},
): Promise<string[]> {
  const kept = new Map<number, string[]>();
  const memo = new ListingMemo(new TaggedCache());
  const ranked = memo.ranked.bind(memo);
  memo.ranked = (key, rank) => ranked(key, rank).then((ids) => (kept.set(Number(key.split(' ')[0]), ids), ids));
  const query = async (text: string, values: unknown[]) => {
    const result = await shop.pool.query(text, values);
    if (unlisted && text.includes('per_term')) {
      for (const row of result.rows as { size: number; nums: unknown; named_size: number; named_nums: unknown }[]) {
        if (row.size > RELEVANCE_CANDIDATES) row.nums = null;
        if (row.named_size > RELEVANCE_CANDIDATES) row.named_nums = null;
      }
    }
    return result;
  };
  const page = tierSize === FIRST_CANDIDATES ? 1 : Math.ceil(RELEVANCE_CANDIDATES / q.limit);
  await listProducts({ query } as unknown as Pool, memo, { ...q, page });
  return kept.get(tierSize) ?? kept.get(FIRST_CANDIDATES)!;
}

/** The same ranking through the table and its GIN indexes (productSearch.ts's tiers over `products`). */
async function rankedByTable(q: ListOptions, tierSize = RELEVANCE_CANDIDATES): Promise<string[]> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const filters = filterConditions(q, param);
  const plan = await planSearch(shop.pool, q.search!);
  const page = relevanceIds(plan, searchSql(plan, param), filters, param, undefined, tierSize);
  const { rows } = await shop.pool.query<{ id: string }>(`${page.ids} LIMIT ${tierSize}`, params);
  return rows.map((r) => r.id);
}

/** Both rankings of a search (the first pages' and the deeper one) read from the postings as from the table. */
async function expectSameRankings(q: ListOptions, label: object, { unlisted = false } = {}) {
  for (const tierSize of [FIRST_CANDIDATES, RELEVANCE_CANDIDATES]) {
    const postings = await rankedByPostings(q, { unlisted, tierSize });
    expect({ ...label, tierSize, unlisted, postings }).toEqual({
      ...label,
      tierSize,
      unlisted,
      postings: await rankedByTable(q, tierSize),
    });
  }
}

/** The newest shown product whose name matches `tsquery` (a product page leaves itself out of its listing). */
async function newestNamed(tsquery: string): Promise<string> {
  const { rows } = await shop.pool.query<{ id: string }>(
    `SELECT id FROM products WHERE active AND name_tokens @@ $1::tsquery ORDER BY created_at DESC, id LIMIT 1`,
    [tsquery],
  );
  return rows[0]!.id;
}

describe('search_postings ranks exactly as the table does', () => {
  it('gives the same ids in the same order for common, rare, mistyped and several words, with filters', async () => {
    const category = (await shop.pool.query<{ id: string }>('SELECT category_id AS id FROM products LIMIT 1')).rows[0]!
      .id;
    const filterSets: Partial<ListOptions>[] = [
      {},
      { inStock: 'true' },
      { minPrice: 900, maxPrice: 2500 },
      { categoryId: category },
      { exclude: await newestNamed('leather & wallet') },
      // Facets no count table carries: the walks look each posting's product up, the sets of who has every term
      // are only an upper bound.
      { color: 'Black' },
      { material: 'leather,suede', inStock: 'true' },
      { discount: 20, color: 'Tan,Black' },
      // More than a tier of one word's products under a facet: the walk tests the facet's set by number.
      { color: 'Black,Tan,Rust,Maroon,Beige,Ivory,Teal,Indigo,Mustard,Emerald,Marigold' },
      { material: 'leather,vegan-leather,canvas,cotton,jute' },
    ];
    for (const search of [
      'bag',
      'wallet',
      'leather wallet',
      'lether',
      'tote backpack',
      'zari silk',
      'cotton sling bag',
    ]) {
      for (const filters of filterSets) {
        const q = { search, relevance: true, sortBy: 'createdAt', sortOrder: 'desc', page: 1, limit: 12, ...filters };
        await expectSameRankings(q as ListOptions, { search, filters });
      }
    }
    // A common word fills its tiers: the walk's limits matter.
    expect((await rankedByTable({ search: 'bag', relevance: true, page: 1, limit: 12 } as ListOptions)).length).toBe(
      RELEVANCE_CANDIDATES,
    );
  });

  it("ranks the same when a word's name tier is full (one term: the products without it in the name are not read)", async () => {
    await shop.pool.query(
      `INSERT INTO products (id, category_id, product_name, description, return_policy, new_price, old_price, specifications, created_at)
       SELECT id || '-again', category_id, product_name, description, return_policy, new_price + 1, old_price + 1,
         specifications, created_at - interval '1 hour'
       FROM products WHERE name_tokens @@ 'bag'::tsquery`,
    );
    await stockCopies();
    const named = await shop.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE active AND name_tokens @@ 'bag'::tsquery`,
    );
    expect(named.rows[0]!.n).toBeGreaterThan(RELEVANCE_CANDIDATES);
    for (const filters of [{}, { inStock: 'true' }, { maxPrice: 4000 }] as Partial<ListOptions>[]) {
      const q = {
        search: 'bag',
        relevance: true,
        sortBy: 'createdAt',
        sortOrder: 'desc',
        page: 1,
        limit: 12,
        ...filters,
      };
      await expectSameRankings(q as ListOptions, { filters });
    }
  });

  it('ranks the same when tiers that cannot place are skipped (two words nobody has both of; two that hundreds have)', async () => {
    // Older copies of the totes, backpacks and wallets, until "tote" and "backpack" each fill a name tier and more
    // than a tier's worth of products say both "leather" and "wallet".
    for (let round = 1; round <= 6; round++) {
      await shop.pool.query(
        `INSERT INTO products (id, category_id, product_name, description, return_policy, new_price, old_price, specifications, created_at)
         SELECT id || '-copy-' || $1::int, category_id, product_name, description, return_policy, new_price, old_price,
           specifications, created_at - $1::int * interval '1 day'
         FROM products WHERE id NOT LIKE '%-copy-%'
           AND (name_tokens @@ 'tote | backpack | wallet'::tsquery OR search_tokens @@ 'leather & wallet'::tsquery)`,
        [round],
      );
      await stockCopies();
    }
    const everyTerm = async (search: string) => {
      const params: unknown[] = [];
      const sql = allTermsSql(await planSearch(shop.pool, search), [], (v) => `$${params.push(v)}`)!;
      const { size, named_size } = (await shop.pool.query<{ size: number; named_size: number }>(sql, params)).rows[0]!;
      return { size, named: named_size };
    };
    // Ten more copies of the leather wallets, until more than a tier's worth say both in the name.
    await shop.pool.query(
      `INSERT INTO products (id, category_id, product_name, description, return_policy, new_price, old_price, specifications, created_at)
       SELECT id || '-named-' || g, category_id, product_name, description, return_policy, new_price, old_price,
         specifications, created_at - g * interval '1 hour'
       FROM products, generate_series(1, 10) AS g
       WHERE id NOT LIKE '%-copy-%' AND name_tokens @@ 'leather & wallet'::tsquery`,
    );
    await stockCopies();
    const tier = RELEVANCE_CANDIDATES;
    expect(await everyTerm('tote backpack')).toEqual({ size: 0, named: 0 });
    // Every tier of "all terms": the named ones walked (more than a tier) or taken whole (at most a tier).
    const leatherWallet = await everyTerm('leather wallet');
    expect(leatherWallet.named).toBeGreaterThan(tier);
    const bifoldWallet = await everyTerm('bifold wallet');
    expect(bifoldWallet.size).toBeGreaterThan(tier);
    expect(bifoldWallet.named).toBeGreaterThan(0);
    expect(bifoldWallet.named).toBeLessThanOrEqual(tier);
    const walletCard = await everyTerm('wallet card');
    expect(walletCard).toEqual({ size: expect.any(Number), named: 0 });
    expect(walletCard.size).toBeGreaterThan(tier);
    for (const word of ['tote', 'backpack']) {
      const named = await shop.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM products WHERE active AND name_tokens @@ $1::tsquery`,
        [word],
      );
      expect(named.rows[0]!.n).toBeGreaterThan(RELEVANCE_CANDIDATES);
    }
    const excluded = await newestNamed('leather & wallet');
    for (const search of ['tote backpack', 'leather wallet', 'bifold wallet', 'wallet card', 'wallet purse', 'tote']) {
      for (const filters of [
        {},
        { inStock: 'true' },
        { minPrice: 900, maxPrice: 4000 },
        { exclude: excluded },
        { material: 'leather', color: 'Black,Tan' },
      ] as Partial<ListOptions>[]) {
        const q = { search, relevance: true, sortBy: 'createdAt', sortOrder: 'desc', page: 1, limit: 12, ...filters };
        await expectSameRankings(q as ListOptions, { search, filters });
        await expectSameRankings(q as ListOptions, { search, filters }, { unlisted: true });
      }
    }
    // The newest 400 wallets say "leather" only in their description: "all in the name" must pass them by.
    await shop.pool.query(
      `INSERT INTO products (id, category_id, product_name, description, return_policy, new_price, old_price, specifications, created_at)
       SELECT 'plain-wallet-' || g, category_id, 'Plain Wallet ' || g, 'Soft leather inside.', return_policy, new_price,
         old_price, specifications, now() + g * interval '1 second'
       FROM products, generate_series(1, 400) AS g WHERE id = (SELECT min(id) FROM products)`,
    );
    await stockCopies();
    const q = { search: 'leather wallet', relevance: true, sortBy: 'createdAt', sortOrder: 'desc', page: 1, limit: 12 };
    const table = await rankedByTable(q as ListOptions);
    expect(table.slice(0, 12).some((id) => id.startsWith('plain-wallet-'))).toBe(false);
    await expectSameRankings(q as ListOptions, {});
    await expectSameRankings(q as ListOptions, {}, { unlisted: true });
  }, 180_000);

  it('reads the any-term tier when a rare word elsewhere outscores a common one in a name', async () => {
    // 1,500 satchels make "satchel" common (its weight × 3 in a name) and 20 pouches say "khadi" (rare) only in
    // their description: no product has both, and the pouches outrank most satchels though not named for it.
    const copy = (id: string, name: string, description: string, count: number) =>
      shop.pool.query(
        `INSERT INTO products (id, category_id, product_name, description, return_policy, new_price, old_price, specifications, created_at)
         SELECT $1 || g, category_id, $2 || g, $3, return_policy, new_price, old_price, specifications,
           now() - g * interval '1 minute'
         FROM products, generate_series(1, $4::int) AS g WHERE id = (SELECT min(id) FROM products)`,
        [id, name, description, count],
      );
    await copy('plain-satchel-', 'Plain Satchel ', 'A roomy everyday bag.', 1500);
    await copy('handloom-pouch-', 'Handloom Pouch ', 'Woven from khadi cotton.', 20);
    await stockCopies();
    // A term's weight reads the products' count from the planner's statistics: counted now, not whenever autovacuum
    // last came by (a full run once found the earlier tests' copies counted and "khadi" short of 3× "satchel").
    await shop.pool.query('ANALYZE products');
    await shop.pool.query('REFRESH MATERIALIZED VIEW search_words');
    const plan = await planSearch(shop.pool, 'satchel khadi');
    const [satchel, khadi] = plan.terms.map((t) => t.weight);
    expect(khadi!).toBeGreaterThan(3 * satchel!);
    for (const filters of [{}, { inStock: 'true' }] as Partial<ListOptions>[]) {
      const q = {
        search: 'satchel khadi',
        relevance: true,
        sortBy: 'createdAt',
        sortOrder: 'desc',
        page: 1,
        limit: 12,
      };
      for (const tierSize of [FIRST_CANDIDATES, RELEVANCE_CANDIDATES]) {
        const table = await rankedByTable({ ...q, ...filters } as ListOptions, tierSize);
        expect(table.slice(0, 20).every((id) => id.startsWith('handloom-pouch-'))).toBe(true);
      }
      await expectSameRankings({ ...q, ...filters } as ListOptions, { filters });
    }
  });

  it("walks a term's other words only down to its first word's last when they look the other terms up", async () => {
    // 320 items say "brindle" and "pouch" in their description, one a minute; 40 say "brindleback" and "pouch", one
    // every nine minutes. Too many have both to list (`unlisted`): "all anywhere" walks "brindle", whose first word
    // fills the tier, so of "brindleback" only the newer ones may place.
    const copy = (id: string, description: string, count: number, minutes: number) =>
      shop.pool.query(
        `INSERT INTO products (id, category_id, product_name, description, return_policy, new_price, old_price, specifications, created_at)
         SELECT $1 || g, category_id, 'Plain Item ' || g, $2, return_policy, new_price, old_price, specifications,
           now() - g * $4::int * interval '1 minute'
         FROM products, generate_series(1, $3::int) AS g WHERE id = (SELECT min(id) FROM products)`,
        [id, description, count, minutes],
      );
    await copy('brindle-', 'A brindle weave pouch.', 320, 1);
    await copy('brindleback-', 'A brindleback weave pouch.', 40, 9);
    await stockCopies();
    await shop.pool.query('REFRESH MATERIALIZED VIEW search_words');
    const plan = await planSearch(shop.pool, 'brindle pouch');
    expect(plan.terms[0]!.grades.flat()).toEqual(['brindle', 'brindleback']);
    const q = { search: 'brindle pouch', relevance: true, sortBy: 'createdAt', sortOrder: 'desc', page: 1, limit: 12 };
    for (const tierSize of [FIRST_CANDIDATES, RELEVANCE_CANDIDATES]) {
      const table = await rankedByTable(q as ListOptions, tierSize);
      // The tier is the newest `tierSize` of both: of 40, those of its last 135 or 270 minutes.
      expect(table.filter((id) => id.startsWith('brindleback-')).length).toBe(tierSize === FIRST_CANDIDATES ? 15 : 30);
    }
    await expectSameRankings(q as ListOptions, {});
    await expectSameRankings(q as ListOptions, {}, { unlisted: true });
  });
});

describe('words no product with every term has', () => {
  it('are named by who matches and not walked; the ranking is the same', async () => {
    // 160 items say "ocelot" and "satchel" (more than the first pages' tiers take whole), 30 "ocelots" and "tiffin"
    // only: "ocelot satchel" reads "ocelot" as both forms, and no product with "ocelots" has "satchel".
    const copy = (id: string, description: string, count: number) =>
      shop.pool.query(
        `INSERT INTO products (id, category_id, product_name, description, return_policy, new_price, old_price, specifications, created_at)
         SELECT $1 || g, category_id, 'Plain Item ' || g, $2, return_policy, new_price, old_price, specifications,
           now() - g * interval '1 minute'
         FROM products, generate_series(1, $3::int) AS g WHERE id = (SELECT min(id) FROM products)`,
        [id, description, count],
      );
    await copy('ocelot-', 'An ocelot print satchel.', 160);
    await copy('ocelots-', 'Two ocelots on a tiffin.', 30);
    await stockCopies();
    await shop.pool.query('REFRESH MATERIALIZED VIEW search_words');
    const q = { search: 'ocelot satchel', relevance: true, sortBy: 'createdAt', sortOrder: 'desc', page: 1, limit: 12 };
    const plan = await planSearch(shop.pool, q.search);
    const words = plan.terms[0]!.grades.flat();
    expect(words.length).toBe(2);
    const whoMatches: { idle: string[]; idle_named: string[] }[] = [];
    const query = async (text: string, values: unknown[]) => {
      const result = await shop.pool.query(text, values);
      if (text.includes('per_term')) whoMatches.push(result.rows[0] as (typeof whoMatches)[number]);
      return result;
    };
    await listProducts({ query } as unknown as Pool, new ListingMemo(new TaggedCache()), q as ListOptions);
    // The plural's word (whatever its stem) has no satchel (nor do "satchel"'s related words, on other products);
    // neither word is in a name.
    expect(whoMatches[0]!.idle).toContain(words[1]);
    expect(whoMatches[0]!.idle).not.toContain(words[0]);
    expect(whoMatches[0]!.idle_named).toEqual(expect.arrayContaining(words));
    await expectSameRankings(q as ListOptions, {});
  });
});
