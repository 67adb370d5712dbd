import { categoryImagePath } from './bagStyles';
import type { Pool } from '../pool';
import { withTransaction } from '../transaction';
import { seedCategories } from './categories';
import { inactiveCities, seedCities } from './cities';
import { seedContent } from './content';
import { generateProducts } from './products';
import { insertProducts } from './insertProducts';
import { slugify } from './random';

/** Loads the demo catalogue when the database has no categories yet; returns whether it did. */
export async function seedIfEmpty(pool: Pool): Promise<boolean> {
  const seeded = await withTransaction(pool, async (client, transaction) => {
    // Serialises concurrent starters so only one of them seeds.
    await client.query('LOCK TABLE categories IN EXCLUSIVE MODE');
    const { rows } = await client.query('SELECT 1 FROM categories LIMIT 1');
    if (rows.length > 0) {
      transaction.rollbackInstead();
      return false;
    }
    const insert = (sql: string, values: unknown[]) => client.query(sql, values);
    for (const [position, c] of seedCategories.entries()) {
      await insert(
        `INSERT INTO categories (id, category_name, category_name_hi, description, category_image, position)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [slugify(c.name), c.name, c.nameHi, c.description, categoryImagePath(c.type, c.hex), position],
      );
    }
    await insertProducts(client, generateProducts());
    const cities = [
      ...seedCities.map((c) => [...c, true] as const),
      ...inactiveCities.map((c) => [...c, false] as const),
    ];
    for (const [name, state, charge, active] of cities) {
      await insert('INSERT INTO cities (id, name, state, delivery_charge, active) VALUES ($1, $2, $3, $4, $5)', [
        slugify(name),
        name,
        state,
        charge,
        active,
      ]);
    }
    for (const page of seedContent) {
      await insert('INSERT INTO content_pages (slug, title, html) VALUES ($1, $2, $3)', [
        page.slug,
        page.title,
        page.html,
      ]);
    }
    return true;
  });
  if (!seeded) return false;
  await pool.query('REFRESH MATERIALIZED VIEW search_words');
  // Fresh statistics, so the planner sees the real catalogue rather than guessing.
  await pool.query('ANALYZE');
  return true;
}
