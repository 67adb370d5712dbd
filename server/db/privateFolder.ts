import { chmod, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Owner only: backups and mail hold shoppers' names, phones and addresses (docs/backups.md). */
export const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;

/**
 * Makes `dir` (and any missing parents) reachable by the shop's own user alone, tightening a folder
 * that exists and the files already in it, which older code wrote readable by everyone.
 */
export async function makePrivateFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  await chmod(dir, PRIVATE_DIR);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isFile()) await chmod(join(dir, entry.name), PRIVATE_FILE);
  }
}
