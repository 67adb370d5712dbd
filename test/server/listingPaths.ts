import { expect } from 'vitest';
import { ListingMemo } from '../../server/catalogue/listingMemo';
import { listProducts, type ListOptions } from '../../server/catalogue/products';
import { SearchIndex } from '../../server/catalogue/searchIndex';
import type { TaggedCache } from '../../server/http/taggedCache';
import type { TestShop } from './testShop';

/**
 * A listing both ways, each without any memo of earlier answers: the SQL path (as before posting lists) and the
 * posting lists' path (checked current first). Each memo forwards the listener's announcements to the posting
 * lists, as the app's memo does in a shop. `current` gives the test's shop and cache once they exist.
 */
export function listingPaths(current: () => { shop: TestShop; cache: TaggedCache<unknown> }) {
  return {
    bySql: (o: ListOptions) => {
      const { shop, cache } = current();
      return listProducts(shop.pool, new ListingMemo(cache, { postings: false }), o);
    },
    byPostings: async (o: ListOptions) => {
      const { shop, cache } = current();
      expect(await SearchIndex.of(shop.pool).current()).toBeDefined();
      return listProducts(shop.pool, new ListingMemo(cache), o);
    },
  };
}

/** What two answers must share: the page's ids in order and the pagination. */
export const brief = (r: Awaited<ReturnType<typeof listProducts>>) => ({
  ids: r.products.map((p) => p._id),
  pagination: r.pagination,
});
