import pg from 'pg';
import type { Pool } from '../db/pool';
import type { TaggedCache } from '../http/taggedCache';
import { applyCatalogueChange, CATALOGUE_CHANNEL, parseCatalogueChange } from './catalogueChanges';
import { forgetSearchPlans } from './productSearch';

const RECONNECT_MS = 1_000;

export interface CatalogueListener {
  close(): Promise<void>;
}

/**
 * LISTENs on its own connection for the changes any process (or plain SQL) makes to the catalogue
 * and drops exactly what they made stale from this process's cache, usually within milliseconds.
 * While the connection is down nothing is heard, so the cache is cleared on losing it and again
 * on getting it back; the cache's 30 s expiry remains the last safety net.
 */
export async function listenForCatalogueChanges(pool: Pool, cache: TaggedCache<unknown>): Promise<CatalogueListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel !== CATALOGUE_CHANNEL) return;
      const change = parseCatalogueChange(message.payload);
      applyCatalogueChange(cache, change);
      // A change the listings see may be a new name: search plans are worked out again.
      if ('all' in change || change.listings) forgetSearchPlans(pool);
    });
    next.on('error', (error) => console.error('[catalogue] change listener lost its connection:', error.message));
    next.on('end', () => {
      if (closed) return;
      cache.clear();
      retry = setTimeout(reconnect, RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    client = next;
    cache.clear();
  };
  const reconnect = () => {
    connect().catch(() => {
      if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
    });
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}
