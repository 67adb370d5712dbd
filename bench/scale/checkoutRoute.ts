import { resolve } from 'node:path';
import { TaggedCache } from '../../server/http/taggedCache';

type Listing = { pagination: { total: number }; products: { _id: string }[]; understood?: unknown };

/** A checkout's listing route as the shop reads a search (`listingOptions`, `listWithIntent`), for benches comparing two trees. */
export async function checkoutRoute(root: string) {
  const route = (await import(resolve(root, 'server/catalogue/listingOptions.ts'))) as {
    listingOptions: (pool: unknown, query: unknown, explicitSort: boolean) => Promise<unknown>;
    listWithIntent: (pool: unknown, memo: unknown, options: unknown) => Promise<Listing>;
  };
  const { ListingMemo } = (await import(resolve(root, 'server/catalogue/listingMemo.ts'))) as {
    ListingMemo: new (follow: unknown) => unknown;
  };
  return { ...route, memo: () => new ListingMemo(new TaggedCache()) };
}
