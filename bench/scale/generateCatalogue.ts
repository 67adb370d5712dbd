import type { Pool } from '../../server/db/pool';
import { withTransaction } from '../../server/db/transaction';
import { categoryImagePath } from '../../server/db/seed/bagStyles';
import { seedCategories } from '../../server/db/seed/categories';
import { slugify } from '../../server/db/seed/random';

/** Each seed category gets four siblings, so a grown catalogue has 60 categories. */
const LINES = ['', 'Studio', 'Artisan', 'Festive', 'Everyday'];

function benchCategories() {
  return seedCategories.flatMap((c, i) =>
    LINES.map((line, l) => {
      const name = line ? `${c.name}: ${line}` : c.name;
      return {
        id: slugify(name),
        name,
        position: l * 12 + i,
        description: c.description,
        image: categoryImagePath(c.type, c.hex),
        base: slugify(c.name),
        line,
      };
    }),
  );
}

// Copies of the demo seed's products (made by its rules: names, prices, specifications, pictures),
// spread over the sibling categories with their line in the name, new dates and stock, numbered $1 to $2.
// Stock is per colour (migration 370): every tenth product's colours sold out.
const INSERT_PRODUCTS = `
INSERT INTO products (id, category_id, product_name, description, return_policy, new_price, old_price, specifications, created_at)
SELECT s.id || '-' || g, c.id, trim(c.line || ' ' || s.product_name), s.description, s.return_policy, s.new_price, s.old_price,
  s.specifications, now() - random() * interval '365 days'
FROM generate_series($1::int, $2::int) AS g
JOIN seed_products s ON s.idx = g % (SELECT count(*) FROM seed_products)
JOIN bench_categories c ON c.base = s.category_id AND c.idx = (g / (SELECT count(*) FROM seed_products)) % 5`;

const INSERT_COLOURS = `
INSERT INTO product_colors (product_id, position, name, hex, images, stock)
SELECT p.id, pc.position, pc.name, pc.hex, pc.images,
  CASE WHEN substring(p.id FROM '-([0-9]+)$')::int % 10 = 3 THEN 0 ELSE 25 + (random() * 175)::int END
FROM products p JOIN product_colors pc ON pc.product_id = regexp_replace(p.id, '-[0-9]+$', '')
WHERE p.id ~ '-[0-9]+$' AND substring(p.id FROM '-([0-9]+)$')::int BETWEEN $1 AND $2`;

/**
 * Products added per transaction. The colours' statement triggers (stock into products, which moves the postings,
 * counts and facet sets: migrations 250–380) hold each statement's rows in memory: 200,000 at once took one
 * backend past 18 GB and the kernel's OOM killer; 20,000 stay near a tenth of that.
 */
const CHUNK = 20_000;

/**
 * Grows a seeded catalogue to `total` products in 60 categories, copies of the seed's products, all in
 * SQL (generate_series, INSERT … SELECT), CHUNK products per transaction (a stopped grow resumes where its last
 * chunk ended). Bench data only.
 */
export async function growCatalogue(pool: Pool, total: number): Promise<number> {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  const have = rows[0]!.n;
  if (have >= total) return 0;
  const categories = JSON.stringify(benchCategories());
  await pool.query(
    `INSERT INTO categories (id, category_name, description, category_image, position)
     SELECT id, name, description, image, position
     FROM json_to_recordset($1) AS c(id text, name text, description text, image text, position int)
     ON CONFLICT (id) DO NOTHING`,
    [categories],
  );
  for (let from = have + 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    await withTransaction(pool, async (client) => {
      await client.query(
        `CREATE TEMP TABLE bench_categories ON COMMIT DROP AS
         SELECT (row_number() OVER (PARTITION BY base ORDER BY position) - 1)::int AS idx, *
         FROM json_to_recordset($1) AS c(id text, base text, line text, position int)`,
        [categories],
      );
      await client.query(
        `CREATE TEMP TABLE seed_products ON COMMIT DROP AS
         SELECT (row_number() OVER (ORDER BY id) - 1)::int AS idx, * FROM products WHERE id !~ '-[0-9]+$'`,
      );
      // The same dates and stock on every machine: each chunk's own seed.
      await client.query('SELECT setseed($1)', [0.2024 + Math.floor(from / CHUNK) / 1000]);
      await client.query(INSERT_PRODUCTS, [from, to]);
      await client.query(INSERT_COLOURS, [from, to]);
    });
  }
  await pool.query('REFRESH MATERIALIZED VIEW search_words');
  await pool.query('VACUUM ANALYZE');
  return total - have;
}
