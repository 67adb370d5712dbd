import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../server/db/embedded';

export interface TestPostgres {
  /** Admin URL to the `postgres` database; tests create their own databases from it. */
  url: string;
  stop(): Promise<void>;
}

/** A throwaway PostgreSQL in a temp dir on a free port, tuned for speed rather than durability. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const parent = await mkdtemp(join(tmpdir(), 'bagshop-pg-'));
  // initdb runs as the unprivileged `postgres` user (we are root), which must be able to enter the folder.
  await chmod(parent, 0o755);
  const dataDir = join(parent, 'data');
  const server = await startEmbeddedPostgres({ dataDir, port: 0, fast: true });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      await rm(parent, { recursive: true, force: true });
    },
  };
}
