import type { Pool } from '../../server/db/pool';
import { categoryImagePath } from '../../server/db/seed/bagStyles';
import { seedCategories } from '../../server/db/seed/categories';
import { seedColours } from '../../server/db/seed/colours';
import { slugify } from '../../server/db/seed/random';
import { vocabulary } from '../../server/db/seed/vocabulary';

/** Each seed category gets four siblings, so a grown catalogue has 60 categories. */
const LINES = ['', 'Studio', 'Artisan', 'Festive', 'Everyday'];
const CRAFT = [
  'is cut and stitched in small batches by artisans we have worked with for years',
  'is made in our partner workshop, where every seam is checked by hand',
  'is our take on a design we kept seeing in old family photographs',
  'was designed with shoppers who told us exactly what their last bag got wrong',
];
const CLOSING = [
  'It pairs as well with a kurta as with jeans.',
  'An easy gift that gets used every single day.',
  'Antique-brass hardware that does not tarnish in humid weather.',
  'Reinforced stitching at the stress points so the handles stay put.',
];

function benchCategories() {
  return seedCategories.flatMap((c, i) =>
    LINES.map((line, l) => {
      const words = vocabulary[c.name]!;
      const name = line ? `${c.name}: ${line}` : c.name;
      return {
        id: slugify(name),
        name,
        position: l * 12 + i,
        description: c.description,
        image: categoryImagePath(c.type, c.hex),
        type: c.type,
        kind: c.name.toLowerCase().replace(/(ch)es$|s$/, '$1'),
        prefixes: words.prefixes,
        materials: words.materials,
        nouns: words.nouns,
        closures: words.closures,
        use_case: words.useCase,
      };
    }),
  );
}

// Names, descriptions, prices (the five filter presets, ending in 99), stock (every tenth sold out),
// colours and dates like the demo seed's, made by Postgres itself: 200,000 rows in one statement.
const INSERT_PRODUCTS = `
INSERT INTO products (id, category_id, product_name, description, return_policy, new_price, old_price, stock, specifications, created_at)
SELECT lower(regexp_replace(n.name, '[^a-zA-Z0-9]+', '-', 'g')) || '-' || g, c.id, n.name,
  'The ' || n.name || ' ' || ($3::text[])[1 + g % 4] || '. This ' || c.kind || ' ' || c.use_case || '. ' || ($4::text[])[1 + (g / 4) % 4],
  '7-day returns and exchanges on unused items with tags. Free pickup in most cities; refunds in 5-7 business days.',
  n.price,
  CASE WHEN random() < 0.7 THEN n.price + 50 + (n.price * (0.1 + random() * 0.35))::int / 10 * 10 END,
  CASE WHEN g % 10 = 3 THEN 0 ELSE 25 + (random() * 175)::int END,
  jsonb_build_array(
    jsonb_build_object('label', 'Material', 'value', m.material || ', cotton-twill lining'),
    jsonb_build_object('label', 'Closure', 'value', c.closures[1 + g % cardinality(c.closures)]),
    jsonb_build_object('label', 'Compartments', 'value', (1 + g % 4) || ' inside, ' || (g % 3) || ' outside'),
    jsonb_build_object('label', 'Care', 'value', 'Wipe with a soft dry cloth; keep away from direct sunlight')),
  now() - random() * interval '365 days'
FROM generate_series($1::int, $2::int) AS g
JOIN bench_categories c ON c.idx = g % (SELECT count(*) FROM bench_categories)
CROSS JOIN LATERAL (SELECT c.materials[1 + floor(random() * cardinality(c.materials))::int] AS material, g % 5 AS band) m
CROSS JOIN LATERAL (SELECT
  c.prefixes[1 + floor(random() * cardinality(c.prefixes))::int] || ' ' || m.material || ' '
    || c.nouns[1 + floor(random() * cardinality(c.nouns))::int] AS name,
  (ARRAY[299, 1099, 2599, 5099, 10099])[1 + m.band] + 100 * floor(random() * (ARRAY[8, 15, 25, 50, 150])[1 + m.band])::int AS price) n`;

const INSERT_COLOURS = `
INSERT INTO product_colors (product_id, position, name, hex, images)
SELECT p.id, k, ($1::text[])[i], ($2::text[])[i],
  ARRAY(SELECT '/images/products/' || c.type || '/leather/' || lower(substr(($2::text[])[i], 2)) || '/' || v || '.svg'
        FROM unnest(ARRAY['front', 'side', 'back', 'detail']) AS v)
FROM products p
JOIN bench_categories c ON c.id = p.category_id
CROSS JOIN LATERAL generate_series(0, hashtext(p.id) & 3) AS k
CROSS JOIN LATERAL (SELECT 1 + (((hashtext(p.id) >> 2) & 15) + k * 5) % cardinality($1::text[]) AS i) pick
WHERE NOT EXISTS (SELECT 1 FROM product_colors x WHERE x.product_id = p.id)`;

/**
 * Grows a seeded catalogue to `total` products in 60 categories with the seed's vocabulary, all in
 * SQL (generate_series, INSERT … SELECT): 200,000 products load in about a minute. Bench data only.
 */
export async function growCatalogue(pool: Pool, total: number): Promise<number> {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  const have = rows[0]!.n;
  if (have >= total) return 0;
  const categories = JSON.stringify(benchCategories());
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO categories (id, category_name, description, category_image, position)
       SELECT id, name, description, image, position
       FROM json_to_recordset($1) AS c(id text, name text, description text, image text, position int)
       ON CONFLICT (id) DO NOTHING`,
      [categories],
    );
    await client.query(
      `CREATE TEMP TABLE bench_categories ON COMMIT DROP AS
       SELECT (row_number() OVER () - 1)::int AS idx, * FROM json_to_recordset($1) AS c(id text, type text, kind text,
         prefixes text[], materials text[], nouns text[], closures text[], use_case text)`,
      [categories],
    );
    await client.query('SELECT setseed(0.2024)');
    await client.query(INSERT_PRODUCTS, [have + 1, total, CRAFT, CLOSING]);
    await client.query(INSERT_COLOURS, [seedColours.map((c) => c.name), seedColours.map((c) => c.hex)]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  await pool.query('REFRESH MATERIALIZED VIEW search_words');
  await pool.query('VACUUM ANALYZE');
  return total - have;
}
