import { createApp } from '../../server/app';
import { listenForCatalogueChanges } from '../../server/catalogue/catalogueListener';
import { createPool } from '../../server/db/pool';
import type { AppOptions } from '../../server/app';
import { ResponseCache } from '../../server/http/responseCache';
import { createTestShop, type TestShop } from './testShop';

export interface TwoProcessShop {
  /** Process A: the test shop (desk, orders), with its own cache. */
  shop: TestShop;
  cacheA: ResponseCache;
  /** Process B: a storefront with its own pool, cache and listener on the same database. */
  appB: ReturnType<typeof createApp>;
  cacheB: ResponseCache;
  close(): Promise<void>;
}

/** Two API processes on one database, each listening for catalogue changes, as in production. */
export async function createTwoProcessShop(options: Omit<AppOptions, 'pool' | 'cache'> = {}): Promise<TwoProcessShop> {
  const cacheA = new ResponseCache();
  const cacheB = new ResponseCache();
  const shop = await createTestShop({ ...options, cache: cacheA });
  const poolB = createPool(shop.pool.options.connectionString!, 5);
  const appB = createApp({ pool: poolB, cache: cacheB });
  const listeners = [
    await listenForCatalogueChanges(shop.pool, cacheA),
    await listenForCatalogueChanges(poolB, cacheB),
  ];
  return {
    shop,
    cacheA,
    appB,
    cacheB,
    async close() {
      await Promise.all(listeners.map((l) => l.close()));
      await poolB.end();
      await shop.close();
    },
  };
}
