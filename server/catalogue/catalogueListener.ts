import type { Pool } from '../db/pool';
import { openLastingConnection } from '../db/lastingConnection';
import type { TaggedCache } from '../http/taggedCache';
import { applyCatalogueChange, CATALOGUE_CHANNEL, parseCatalogueChange } from './catalogueChanges';
import { forgetCatalogueColours } from './catalogueColours';
import { forgetSearchPlans } from './productSearch';

export interface CatalogueListener {
  close(): Promise<void>;
}

/** How the listener's connection is named in `pg_stat_activity`. */
export const CATALOGUE_LISTENER_NAME = 'jhola catalogue listener';

/**
 * LISTENs on its own connection for the changes any process (or plain SQL) makes to the catalogue
 * and drops exactly what they made stale from this process's cache, usually within milliseconds.
 * While the connection is down nothing is heard, so the cache is cleared on losing it and again
 * on getting it back; the cache's 30 s expiry remains the last safety net. One connection, redialled
 * with backoff (db/lastingConnection.ts), whatever the database does.
 */
export async function listenForCatalogueChanges(pool: Pool, cache: TaggedCache<unknown>): Promise<CatalogueListener> {
  const connection = openLastingConnection({
    config: { ...pool.options, application_name: CATALOGUE_LISTENER_NAME },
    async setUp(client) {
      client.on('notification', (message) => {
        if (message.channel !== CATALOGUE_CHANNEL) return;
        const change = parseCatalogueChange(message.payload);
        applyCatalogueChange(cache, change);
        // A change the listings see may be a new name or colour: search plans and colour names are read again.
        if ('all' in change || change.listings) {
          forgetSearchPlans(pool);
          forgetCatalogueColours(pool);
        }
      });
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    },
    onUp: () => cache.clear(),
    onDown: () => cache.clear(),
    log: (message) => console.error(`[catalogue] change listener: ${message}`),
  });
  await connection.up;
  return connection;
}
