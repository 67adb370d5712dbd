import pg from 'pg';
import { sleep } from './shopProcess';

export interface Census {
  /** Samples taken (the database answered). */
  samples: number;
  /** The most `LISTEN` connections and client connections seen in any one sample. */
  mostListening: number;
  mostClients: number;
  /** Samples PostgreSQL refused with 53300 "too many clients already". */
  tooManyClients: number;
  /** Takes one sample now (besides the regular ones): its `LISTEN` connections, undefined if none was taken. */
  sample(): Promise<number | undefined>;
  stop(): Promise<void>;
}

/**
 * Counts, every `everyMs` over a connection of its own (opened and ended per sample, so a dead
 * database costs it nothing), the client connections of a cluster and how many of them sit in
 * `LISTEN`. Its own connection is not counted.
 */
export function takeCensus(url: string, everyMs = 200): Census {
  let stopped = false;
  const census: Census = {
    samples: 0,
    mostListening: 0,
    mostClients: 0,
    tooManyClients: 0,
    sample: () => sample(),
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
  const sample = async (): Promise<number | undefined> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    client.on('error', () => {});
    try {
      await client.connect();
      const { rows } = await client.query<{ listening: number; clients: number }>(
        `SELECT count(*) FILTER (WHERE query ILIKE 'LISTEN%')::int AS listening, count(*)::int AS clients
         FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      census.samples++;
      census.mostListening = Math.max(census.mostListening, rows[0]!.listening);
      census.mostClients = Math.max(census.mostClients, rows[0]!.clients);
      return rows[0]!.listening;
    } catch (error) {
      if ((error as { code?: string }).code === '53300') census.tooManyClients++;
      return undefined;
    } finally {
      await client.end().catch(() => {});
    }
  };
  const loop = (async () => {
    while (!stopped) {
      await sample();
      await sleep(everyMs);
    }
  })();
  return census;
}
