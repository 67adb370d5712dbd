import { applyCatalogueChange } from '../catalogue/catalogueChanges';
import type { TaggedCache } from '../http/taggedCache';
import type { SoldStock } from './placeOrder';

/**
 * Drops from this process's cache, before the order's answer goes out, what the order made stale:
 * the sold products' details, and the listings only when a colour bought sold out (a listing shows each
 * colour's in-stock state, and a product sells out only with its last colour). Every other process
 * hears the same through the database's NOTIFY (and so does this one, a moment later).
 */
export function forgetSoldStock(cache: TaggedCache<unknown>, sold: SoldStock[]): void {
  for (const row of sold) applyCatalogueChange(cache, { product: row.id, listings: !row.inStock });
}
