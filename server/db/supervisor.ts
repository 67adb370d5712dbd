import pg from 'pg';
import type { Logger } from 'pino';
import type { EmbeddedServer } from './embedded';

export interface SupervisorOptions {
  /** The database the pool uses; probed over a connection of its own. */
  url: string;
  /** The embedded cluster, restarted when its postmaster dies; absent for DATABASE_URL. */
  cluster?: EmbeddedServer;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** How long the database may stay unreachable before `onLost` (the process should exit). */
  recoveryTimeoutMs: number;
  onLost: () => void;
  intervalMs?: number;
}

const PROBE_TIMEOUT_MS = 1000;
const MAX_BACKOFF_MS = 4000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * `SELECT 1` over its own connection, bounded in time: a pool busy with shoppers (requests queued
 * for a client) must not read as a dead database. A broken connection is dropped and redialled.
 */
function prober(url: string) {
  let client: pg.Client | undefined;
  const drop = () => {
    void client?.end().catch(() => {});
    client = undefined;
  };
  return {
    async reachable(): Promise<boolean> {
      try {
        if (!client) {
          const fresh = new pg.Client({
            connectionString: url,
            connectionTimeoutMillis: PROBE_TIMEOUT_MS,
            application_name: 'jhola supervisor',
          });
          fresh.on('error', () => {}); // a lost connection shows in the next probe
          client = fresh;
          await fresh.connect();
        }
        await withTimeout(client.query('SELECT 1'), PROBE_TIMEOUT_MS, 'SELECT 1');
        return true;
      } catch {
        drop();
        return false;
      }
    },
    close: drop,
  };
}

/**
 * Watches the database: a dead embedded postmaster is restarted with growing pauses; the pool
 * reconnects by itself once the database answers (embedded or DATABASE_URL). If it stays
 * unreachable for `recoveryTimeoutMs`, `onLost` is called once so a process supervisor can start
 * a fresh process.
 */
export function superviseDatabase({
  url,
  cluster,
  log,
  recoveryTimeoutMs,
  onLost,
  intervalMs = 500,
}: SupervisorOptions) {
  const probe = prober(url);
  let stopped = false;
  let downSince: number | undefined;
  let restarts = 0;
  let nextRestartAt = 0;

  const markUp = () => {
    if (downSince !== undefined) log.info({ downMs: Date.now() - downSince }, 'database reachable again');
    downSince = undefined;
    restarts = 0;
    nextRestartAt = 0;
  };

  async function check() {
    const clusterDead = cluster ? !(await cluster.isRunning()) : false;
    if (!clusterDead && (await probe.reachable())) return markUp();
    const now = Date.now();
    if (downSince === undefined) {
      downSince = now;
      log.warn({ embedded: Boolean(cluster), clusterDead }, 'database unreachable');
    }
    if (now - downSince > recoveryTimeoutMs) {
      log.error({ downMs: now - downSince }, 'database did not recover in time; giving up');
      stopped = true;
      onLost();
      return;
    }
    if (cluster && clusterDead && now >= nextRestartAt && !stopped) {
      restarts++;
      nextRestartAt = now + Math.min(MAX_BACKOFF_MS, 250 * 2 ** restarts);
      try {
        await withTimeout(cluster.restart(), Math.max(1000, downSince + recoveryTimeoutMs - now), 'restart');
        log.info({ attempt: restarts, downMs: Date.now() - downSince }, 'embedded PostgreSQL restarted');
        // Probed at once: a database killed again before the next check must count as a new outage, not
        // as the same one running on towards `recoveryTimeoutMs`.
        if (await probe.reachable()) markUp();
      } catch (error) {
        log.warn({ attempt: restarts, err: error }, 'embedded PostgreSQL restart failed');
      }
    }
  }

  const loop = (async () => {
    while (!stopped) {
      await sleep(intervalMs);
      if (!stopped) await check().catch((error: unknown) => log.error({ err: error }, 'database check failed'));
    }
  })();

  return {
    /** Whether the last check found the database reachable. */
    isUp: () => downSince === undefined,
    async stop() {
      stopped = true;
      await withTimeout(loop, 2000, 'supervisor stop').catch(() => {});
      probe.close();
    },
  };
}
