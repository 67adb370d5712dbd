import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../server/db/freePort';

export interface ShopProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<number | NodeJS.Signals | null>;
  output(): string;
}

/** A data dir that initdb (running as the `postgres` user when we are root) can enter. */
export async function tempDataDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const parent = await mkdtemp(join(tmpdir(), 'bagshop-proc-'));
  await chmod(parent, 0o755);
  return { dir: join(parent, 'pg'), remove: () => rm(parent, { recursive: true, force: true }) };
}

/** `node --import tsx server/main.ts` as a real child process; resolves once /api/ready answers 200. */
export async function spawnShop(env: Record<string, string>, port?: number): Promise<ShopProcess> {
  const httpPort = port ?? (await freePort(0));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // No daily backup unless a test asks for one: it would write into the worktree's .data/backups. No owner's
    // digest either: it would be one more e-mail in tests that count them.
    env: { ...process.env, LOG_LEVEL: 'warn', BACKUP_HOUR: 'off', DIGEST_HOUR: 'off', PORT: String(httpPort), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const url = `http://127.0.0.1:${httpPort}`;
  const shop = { url, child, exited, output: () => log };
  // A first start makes, migrates and seeds a cluster: a minute when idle was not enough beside other test runs
  // (load 30-40 on two cores). Readiness is the behaviour; a start that fails exits, and says so at once.
  const gaveUp = Date.now() + 180_000;
  while (Date.now() < gaveUp) {
    if (child.exitCode !== null) throw new Error(`The shop exited early (${child.exitCode}):\n${log}`);
    if ((await status(`${url}/api/ready`)) === 200) return shop;
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`The shop did not become ready:\n${log}`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The HTTP status, or 0 when nothing answered. */
export async function status(url: string, init?: RequestInit): Promise<number> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Polls until `check` is true; returns the milliseconds it took, or throws after `timeoutMs`. */
export async function within(timeoutMs: number, check: () => Promise<boolean>, what: string): Promise<number> {
  const began = Date.now();
  while (Date.now() - began < timeoutMs) {
    if (await check()) return Date.now() - began;
    await sleep(100);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}
