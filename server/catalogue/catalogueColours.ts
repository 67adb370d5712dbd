import type { Pool } from '../db/pool';

// Colour names change when an owner adds or renames one; a search reads them on every request, so each process
// keeps them a little while per database, and forgets them on a catalogue change (catalogueListener.ts).
const COLOURS_TTL_MS = 30_000;
const kept = new WeakMap<Pool, { names: Promise<string[]>; at: number }>();

export const forgetCatalogueColours = (pool: Pool) => kept.delete(pool);

/**
 * The catalogue's colour names (the colour facet's values), A to Z: one index probe per name
 * (product_colors_by_name_idx, migration 360), however many products have each.
 */
export function catalogueColours(pool: Pool): Promise<string[]> {
  const mine = kept.get(pool);
  if (mine && Date.now() - mine.at < COLOURS_TTL_MS) return mine.names;
  const names = pool
    .query<{ name: string }>(
      `WITH RECURSIVE names AS (
         (SELECT name FROM product_colors ORDER BY name LIMIT 1)
         UNION ALL
         SELECT (SELECT pc.name FROM product_colors pc WHERE pc.name > names.name ORDER BY pc.name LIMIT 1)
         FROM names WHERE names.name IS NOT NULL
       )
       SELECT name FROM names WHERE name IS NOT NULL`,
    )
    .then(({ rows }) => rows.map((r) => r.name));
  kept.set(pool, { names, at: Date.now() });
  names.catch(() => kept.delete(pool));
  return names;
}
