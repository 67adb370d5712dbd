import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_DATA_DIR, embeddedUrl, startEmbeddedPostgres } from '../embedded';

/** The database the shop would use with the same environment (DATABASE_URL, PG_DATA_DIR, PG_PORT). */
export interface LocalDatabase {
  url: string;
  /** Where it is, in words, for the command's first line. */
  where: string;
  /** Stops the cluster only if this command started it. */
  release(): Promise<void>;
}

export const dataDir = () => resolve(process.env.PG_DATA_DIR || DEFAULT_DATA_DIR);

/**
 * The PostgreSQL already running on the data dir, from its postmaster.pid (line 1 the pid,
 * line 4 the port), or undefined when none runs there (no file, or a stale one).
 */
export function runningCluster(dir: string): { pid: number; port: number } | undefined {
  let lines: string[];
  try {
    lines = readFileSync(resolve(dir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else, so it still runs.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return { pid, port };
}

export async function openLocalDatabase(): Promise<LocalDatabase> {
  const external = process.env.DATABASE_URL;
  if (external) return { url: external, where: 'DATABASE_URL', release: async () => {} };
  const dir = dataDir();
  const running = runningCluster(dir);
  if (running) {
    return {
      url: embeddedUrl(running.port),
      where: `the running embedded PostgreSQL on ${dir} (pid ${running.pid})`,
      release: async () => {},
    };
  }
  const server = await startEmbeddedPostgres({
    dataDir: dir,
    port: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined,
  });
  return {
    url: server.url,
    where: `the embedded PostgreSQL on ${dir}, started for this command`,
    release: () => server.stop(),
  };
}
