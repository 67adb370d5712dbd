import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** What postmaster.pid says about the cluster running in a data dir. */
export interface PostmasterInfo {
  pid: number;
  port: number;
}

export async function readPostmasterPid(dataDir: string): Promise<PostmasterInfo | undefined> {
  const text = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  // Line 1: PID; line 2: data dir; line 4: port (PostgreSQL's documented layout).
  const lines = text?.split('\n') ?? [];
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || resolve(lines[1] ?? '') !== resolve(dataDir)) return undefined;
  return { pid, port: Number(lines[3]) };
}

/** Alive and not a zombie; a zombie has exited but nobody reaped it (PID 1 in some containers). */
export async function isAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat === undefined || !/^\d+ \(.*\) Z/.test(stat);
}

/** A live process that is a postgres of this data dir (the PID may have been reused by anything). */
export async function isPostmasterOf(pid: number, dataDir: string): Promise<boolean> {
  if (!(await isAlive(pid))) return false;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  // Without /proc (macOS) the PID check is all we have.
  if (cmdline === undefined) return true;
  const args = cmdline.split('\0');
  return /postgres/.test(args[0] ?? '') && args.some((arg) => resolve(arg) === resolve(dataDir));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(50)) {
    if (!(await isAlive(pid))) return true;
  }
  return !(await isAlive(pid));
}

/**
 * Stops a postmaster by PID: fast shutdown (SIGINT: sessions ended, checkpoint), then immediate
 * shutdown (SIGQUIT: recovery at next start), then SIGKILL. Never waits longer than `timeoutMs`.
 */
export async function stopPostmaster(pid: number, timeoutMs = 5000): Promise<void> {
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', timeoutMs * 0.6],
    ['SIGQUIT', timeoutMs * 0.3],
    ['SIGKILL', timeoutMs * 0.1],
  ];
  for (const [signal, wait] of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, wait)) return;
  }
}
