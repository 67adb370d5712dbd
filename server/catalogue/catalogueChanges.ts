import type { TaggedCache } from '../http/taggedCache';

/** Postgres channel on which the database announces catalogue changes (triggers of migration 020). */
export const CATALOGUE_CHANNEL = 'catalogue_changes';
/** Tag of every product listing (any filter, sort or page) and of the counts behind them. */
export const LISTINGS_TAG = 'listings';
/** Tag of one product's detail response. */
export const productTag = (id: string) => `product:${id}`;

/** What one change made stale: a product's detail, and the listings too when they can show it. */
export type CatalogueChange = { all: true } | { product: string; listings: boolean };

export function applyCatalogueChange(cache: TaggedCache<unknown>, change: CatalogueChange): void {
  if ('all' in change) return cache.clear();
  cache.invalidate(change.listings ? [productTag(change.product), LISTINGS_TAG] : [productTag(change.product)]);
}

/** A notification's payload; anything unreadable is treated as "everything changed". */
export function parseCatalogueChange(payload: string | undefined): CatalogueChange {
  try {
    const change = JSON.parse(payload ?? '') as Partial<{ product: unknown; listings: unknown }>;
    if (typeof change.product === 'string') return { product: change.product, listings: change.listings !== false };
  } catch {
    // fall through
  }
  return { all: true };
}
