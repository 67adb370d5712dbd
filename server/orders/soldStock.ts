import { applyCatalogueChange } from '../catalogue/catalogueChanges';
import type { Pool } from '../db/pool';
import type { TaggedCache } from '../http/taggedCache';

/**
 * Drops from this process's cache, before the order's answer goes out, what the order made stale:
 * the sold products' details, and the listings only when one of them sold out. Every other process
 * hears the same through the database's NOTIFY (and so does this one, a moment later).
 */
export async function forgetSoldStock(pool: Pool, cache: TaggedCache<unknown>, productIds: string[]): Promise<void> {
  const { rows } = await pool.query<{ id: string; in_stock: boolean }>(
    'SELECT id, in_stock FROM products WHERE id = ANY($1)',
    [[...new Set(productIds)]],
  );
  for (const row of rows) applyCatalogueChange(cache, { product: row.id, listings: !row.in_stock });
}
