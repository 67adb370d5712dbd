import { readdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { BACKUP_FILE } from './backupFormat';

/** Keeps the newest `keep` backups in `dir` (names sort by time) and deletes the rest; returns those deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => BACKUP_FILE.test(f)).sort();
  const old = files.slice(0, Math.max(0, files.length - keep));
  for (const file of old) {
    for (const suffix of ['', '.sha256', '.manifest.json']) await rm(resolve(dir, file + suffix), { force: true });
  }
  return old;
}
