import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponse } from '../../api-schema/responses';
import { planSearch } from '../../server/catalogue/productSearch';
import { searchWords } from '../../server/catalogue/searchPostings';
import { createTestShop, bodyOf, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

/** listing_counts row by row against the products they stand for (shown ones grouped by category, stock, price). */
async function countsDiffer() {
  const { rows } = await shop.pool.query<{ key: string; kept: number; real: number }>(
    `SELECT concat_ws('/', category_id, in_stock, new_price) AS key, coalesce(k.n, 0) AS kept, coalesce(r.n, 0) AS real
     FROM (SELECT category_id, in_stock, new_price, n FROM listing_counts WHERE n <> 0) AS k
     FULL JOIN (SELECT category_id, in_stock, new_price, count(*)::int AS n FROM products WHERE active GROUP BY 1, 2, 3) AS r
       USING (category_id, in_stock, new_price)
     WHERE k.n IS DISTINCT FROM r.n`,
  );
  // With the products each row lists by number (migration 251) and those of them with the word in the name (254).
  const words = await shop.pool.query<{ key: string; kept: number; real: number }>(
    `SELECT concat_ws('/', word, category_id, in_stock, new_price) AS key, coalesce(k.n, 0) AS kept, coalesce(r.n, 0) AS real,
       k.products AS kept_products, r.products AS real_products, k.named AS kept_named, r.named AS real_named
     FROM (SELECT word, category_id, in_stock, new_price, n, products, named FROM search_word_counts
       WHERE n <> 0 OR products <> '{}' OR named <> '{}') AS k
     FULL JOIN (SELECT w AS word, category_id, in_stock, new_price, count(*)::int AS n,
         array_agg(s.num ORDER BY s.num) AS products,
         coalesce(array_agg(s.num ORDER BY s.num) FILTER (WHERE tsvector_to_array(name_tokens) @> ARRAY[w]), '{}') AS named
       FROM products p JOIN search_product_numbers s ON s.product_id = p.id, unnest(tsvector_to_array(search_tokens)) AS w
       WHERE active GROUP BY 1, 2, 3, 4) AS r
       USING (word, category_id, in_stock, new_price)
     WHERE k.n IS DISTINCT FROM r.n OR k.products IS DISTINCT FROM r.products OR k.named IS DISTINCT FROM r.named`,
  );
  // Every product has its own number.
  const numbered = await shop.pool.query<{ key: string; kept: number; real: number }>(
    `SELECT id AS key, 0 AS kept, 1 AS real FROM products p
     WHERE NOT EXISTS (SELECT 1 FROM search_product_numbers s WHERE s.product_id = p.id)`,
  );
  // search_postings (migrations 250, 420) row by row: every word of every shown product, with its columns.
  const postings = await shop.pool.query<{ key: string; kept: number; real: number }>(
    `WITH real AS (
       SELECT w AS word, created_at, id AS product_id, tsvector_to_array(name_tokens) @> ARRAY[w] AS in_name,
         category_id, in_stock, new_price, s.num, p.material,
         coalesce((SELECT array_agg(pc.name ORDER BY pc.name) FROM product_colors pc WHERE pc.product_id = p.id), '{}') AS colours
       FROM products p JOIN search_product_numbers s ON s.product_id = p.id, unnest(tsvector_to_array(search_tokens)) AS w
       WHERE active)
     SELECT concat_ws('/', word, product_id, in_name, category_id, in_stock, new_price, material, colours) AS key,
       count(*) FILTER (WHERE side = 'kept')::int AS kept, count(*) FILTER (WHERE side = 'real')::int AS real
     FROM (SELECT 'kept' AS side, * FROM search_postings UNION ALL SELECT 'real', * FROM real) AS both_sides
     GROUP BY word, created_at, product_id, in_name, category_id, in_stock, new_price, num, material, colours
     HAVING count(*) FILTER (WHERE side = 'kept') <> count(*) FILTER (WHERE side = 'real')`,
  );
  // search_facet_sets (migrations 380, 430): each colour name's, material's and category's products by number.
  const facets = await shop.pool.query<{ key: string; kept: number; real: number }>(
    `SELECT concat_ws('/', facet, value) AS key, cardinality(k.products) AS kept, cardinality(r.products) AS real,
       k.products AS kept_products, r.products AS real_products
     FROM (SELECT facet, value, products FROM search_facet_sets WHERE products <> '{}') AS k
     FULL JOIN (
       SELECT 'color' AS facet, name AS value, array_agg(s.num ORDER BY s.num) AS products
       FROM product_colors JOIN search_product_numbers s USING (product_id) GROUP BY name
       UNION ALL
       SELECT 'material', material, array_agg(s.num ORDER BY s.num)
       FROM products p JOIN search_product_numbers s ON s.product_id = p.id WHERE material IS NOT NULL GROUP BY material
       UNION ALL
       SELECT 'category', category_id, array_agg(s.num ORDER BY s.num)
       FROM products p JOIN search_product_numbers s ON s.product_id = p.id GROUP BY category_id
     ) AS r USING (facet, value)
     WHERE k.products IS DISTINCT FROM r.products`,
  );
  // search_word_sets (migration 410): each word's shown products, anywhere and in the name, over every key.
  const wordSets = await shop.pool.query<{ key: string; kept: number; real: number }>(
    `SELECT word AS key, cardinality(k.products) AS kept, cardinality(r.products) AS real,
       k.products AS kept_products, r.products AS real_products, k.named AS kept_named, r.named AS real_named
     FROM (SELECT word, products, named FROM search_word_sets WHERE products <> '{}' OR named <> '{}') AS k
     FULL JOIN (
       SELECT w AS word, array_agg(s.num ORDER BY s.num) AS products,
         coalesce(array_agg(s.num ORDER BY s.num) FILTER (WHERE tsvector_to_array(name_tokens) @> ARRAY[w]), '{}') AS named
       FROM products p JOIN search_product_numbers s ON s.product_id = p.id, unnest(tsvector_to_array(search_tokens)) AS w
       WHERE active GROUP BY 1
     ) AS r USING (word)
     WHERE k.products IS DISTINCT FROM r.products OR k.named IS DISTINCT FROM r.named`,
  );
  return [...rows, ...words.rows, ...postings.rows, ...numbered.rows, ...facets.rows, ...wordSets.rows];
}

const total = async (query: string) => {
  const res = await shop.app.request(`/api/products/public?${query}`);
  expect(res.status).toBe(200);
  return (await bodyOf(res, productListResponse)).data.pagination.total;
};
const counted = async (where: string, params: unknown[] = []) =>
  (
    await shop.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p WHERE p.active AND ${where}`,
      params,
    )
  ).rows[0]!.n;

describe('listing_counts, search_word_counts, search_word_sets and search_postings (totals and rankings without reading the rows)', () => {
  it('stays equal to the products it counts through every kind of catalogue change', async () => {
    expect(await countsDiffer()).toEqual([]);
    const { rows } = await shop.pool.query<{ id: string; category_id: string }>(
      'SELECT id, category_id FROM products ORDER BY id LIMIT 6',
    );
    const [a, b, c, d, e, f] = rows.map((r) => r.id);
    const other = (
      await shop.pool.query<{ id: string }>('SELECT id FROM categories WHERE id <> $1 LIMIT 1', [rows[0]!.category_id])
    ).rows[0]!.id;
    const changes = [
      // Stock is per colour (migration 370): the colours' trigger moves the product's sum.
      ['UPDATE product_colors SET stock = 0 WHERE product_id = ANY($1)', [[a, b]]],
      ['UPDATE product_colors SET stock = 7 WHERE product_id = $1 AND position = 0', [a]],
      ['UPDATE products SET new_price = new_price + 1 WHERE id = $1', [c]],
      ['UPDATE products SET category_id = $2 WHERE id = $1', [d, other]],
      ['UPDATE products SET active = false WHERE id = $1', [e]],
      ['UPDATE product_colors SET stock = 0 WHERE product_id = $1', [e]],
      ['UPDATE products SET active = true WHERE id = $1', [e]],
      ['DELETE FROM order_lines WHERE product_id = $1', [f]],
      ['DELETE FROM products WHERE id = $1', [f]],
      [
        `INSERT INTO products (id, category_id, product_name, description, return_policy, new_price, old_price, specifications)
         SELECT id || '-copy', category_id, product_name, description, return_policy, new_price, old_price, specifications
         FROM products WHERE id = ANY($1)`,
        [[a, b, c]],
      ],
      [
        `INSERT INTO product_colors (product_id, position, name, hex, images, stock)
         SELECT product_id || '-copy', position, name, hex, images, stock FROM product_colors WHERE product_id = ANY($1)`,
        // Not a's copy: its id is renamed below, which its colours' key would refuse.
        [[b, c]],
      ],
      ['UPDATE product_colors SET stock = stock - 1 WHERE product_id = $1 AND stock > 1', [c]],
      [`UPDATE products SET product_name = product_name || ' Zardozi', description = 'Plain' WHERE id = $1`, [b]],
      // A name's words moved to the description: the same words, no longer in the name.
      [
        `UPDATE products SET description = description || ' ' || product_name, product_name = 'Tote' WHERE id = $1`,
        [d],
      ],
      [`UPDATE products SET created_at = created_at - interval '1 day' WHERE id = ANY($1)`, [[c, d]]],
      // Colours and materials, the facets a search's total intersects with.
      [`INSERT INTO product_colors (product_id, position, name, hex) VALUES ($1, 99, 'Test Saffron', '#f4c430')`, [a]],
      [`UPDATE product_colors SET name = 'Test Saffron' WHERE product_id = $1 AND position = 0`, [b]],
      [`UPDATE product_colors SET name = name || ' Dark' WHERE product_id = $1`, [a]],
      ['DELETE FROM product_colors WHERE product_id = $1 AND position <> 0', [c]],
      [
        `UPDATE products SET specifications = '[{"label": "Material", "value": "Jute with cotton lining"}]' WHERE id = $1`,
        [d],
      ],
      [`UPDATE products SET id = id || '-renamed' WHERE id = $1`, [`${a}-copy`]],
    ] as const;
    for (const [sql, params] of changes) {
      await shop.pool.query(sql, [...params]);
      expect({ sql, differ: await countsDiffer() }).toEqual({ sql, differ: [] });
    }
  });

  it('gives each filter set the exact total, an excluded product left out only when it would be listed', async () => {
    const { rows } = await shop.pool.query<{ id: string; category_id: string; new_price: number }>(
      'SELECT id, category_id, new_price FROM products WHERE active AND in_stock ORDER BY id LIMIT 1',
    );
    const p = rows[0]!;
    expect(await total('')).toBe(await counted('true'));
    expect(await total('inStock=true&minPrice=800&maxPrice=2500')).toBe(
      await counted('p.in_stock AND p.new_price BETWEEN 800 AND 2500'),
    );
    expect(await total(`exclude=${p.id}`)).toBe((await counted('true')) - 1);
    expect(await total(`exclude=${p.id}&maxPrice=${p.new_price - 1}`)).toBe(
      await counted(`p.new_price < ${p.new_price}`),
    );
    // A search of one catalogue word is summed from search_word_counts (not a material word: that is a filter).
    const tote = await counted(`p.search_tokens @@ 'tote'::tsquery AND p.new_price <= 3000`);
    expect(tote).toBeGreaterThan(0);
    expect(await total('search=tote&maxPrice=3000')).toBe(tote);
    const shownTote = await shop.pool.query<{ id: string }>(
      `SELECT id FROM products p WHERE p.active AND p.search_tokens @@ 'tote'::tsquery AND p.in_stock LIMIT 1`,
    );
    expect(await total(`search=tote&inStock=true&exclude=${shownTote.rows[0]!.id}`)).toBe(
      (await counted(`p.search_tokens @@ 'tote'::tsquery AND p.in_stock`)) - 1,
    );
    // Several catalogue words (a related word, a typo's alikes): the union of their products per key.
    for (const [search, filters, where] of [
      ['travel wallet', 'maxPrice=3000', 'p.new_price <= 3000'],
      ['lether', 'inStock=true&minPrice=900', 'p.in_stock AND p.new_price >= 900'],
      ['tote backpack', '', 'true'],
    ] as const) {
      const words = searchWords(await planSearch(shop.pool, search));
      expect(words.length).toBeGreaterThan(1);
      const matching = `p.search_tokens @@ $1::tsquery AND ${where}`;
      const union = words.map((w) => `'${w}'`).join(' | ');
      expect({ search, total: await total(`search=${search}&${filters}`) }).toEqual({
        search,
        total: await counted(matching, [union]),
      });
      const shown = await shop.pool.query<{ id: string }>(
        `SELECT id FROM products p WHERE p.active AND ${matching} ORDER BY id LIMIT 1`,
        [union],
      );
      expect(await total(`search=${search}&${filters}&exclude=${shown.rows[0]!.id}`)).toBe(
        (await counted(matching, [union])) - 1,
      );
    }
    // A colour or material with the words: the words' products intersected with the facet's (migration 380).
    const colourOf = (names: string) =>
      `EXISTS (SELECT 1 FROM product_colors pc WHERE pc.product_id = p.id AND pc.name = ANY('{${names}}'::text[]))`;
    for (const [search, filters, where] of [
      ['tote', 'color=Black', colourOf('Black')],
      ['tote backpack', 'color=Black,Tan&material=leather', `${colourOf('Black,Tan')} AND p.material = 'leather'`],
      ['wallet', 'material=leather,canvas&inStock=true', `p.material IN ('leather', 'canvas') AND p.in_stock`],
    ] as const) {
      const words = searchWords(await planSearch(shop.pool, search));
      const matching = `p.search_tokens @@ $1::tsquery AND ${where}`;
      const union = words.map((w) => `'${w}'`).join(' | ');
      const expected = await counted(matching, [union]);
      expect(expected).toBeGreaterThan(1);
      expect({ search, filters, total: await total(`search=${search}&${filters}`) }).toEqual({
        search,
        filters,
        total: expected,
      });
      // Ranked, the total is who has any term under the facet (allTermsSql); sorted by price, the counted total.
      expect(await total(`search=${search}&${filters}&sortBy=newPrice&sortOrder=asc`)).toBe(expected);
      const shown = await shop.pool.query<{ id: string }>(
        `SELECT id FROM products p WHERE p.active AND ${matching} ORDER BY id LIMIT 1`,
        [union],
      );
      expect(await total(`search=${search}&${filters}&exclude=${shown.rows[0]!.id}`)).toBe(expected - 1);
    }
    // Only colours or materials, no words: the sets' intersection less the hidden products in it (migration 406).
    const hidden = await shop.pool.query<{ id: string }>(
      `UPDATE products SET active = false WHERE id IN (SELECT p.id FROM products p
         WHERE p.active AND ${colourOf('Black')} AND p.material = 'leather' ORDER BY id LIMIT 2) RETURNING id`,
    );
    expect(hidden.rows).toHaveLength(2);
    for (const [filters, where] of [
      ['color=Black', colourOf('Black')],
      ['color=Black,Tan&material=leather', `${colourOf('Black,Tan')} AND p.material = 'leather'`],
      ['material=canvas', "p.material = 'canvas'"],
      // A wide price range leaves out few shown products (subtracted); a narrow one many (the rows are counted).
      ['color=Black&maxPrice=9000000&minPrice=2', `${colourOf('Black')} AND p.new_price >= 2`],
      ['color=Black&maxPrice=2000', `${colourOf('Black')} AND p.new_price <= 2000`],
      ['material=leather&minPrice=1500', "p.material = 'leather' AND p.new_price >= 1500"],
    ] as const)
      expect({ filters, total: await total(filters) }).toEqual({ filters, total: await counted(where) });
    await shop.pool.query('UPDATE products SET active = true WHERE id = ANY($1)', [hidden.rows.map((r) => r.id)]);
    const res = await shop.app.request(`/api/products/category/${p.category_id}?exclude=${p.id}&inStock=true`);
    expect((await bodyOf(res, productListResponse)).data.pagination.total).toBe(
      (await counted('p.category_id = $1 AND p.in_stock', [p.category_id])) - 1,
    );
  });
});
