/**
 * npm run db:backup — a consistent backup of the shop's database (embedded or DATABASE_URL) while
 * it runs, into BACKUP_DIR; the last line printed is the backup file's path (docs/backups.md).
 */
import { resolve } from 'node:path';
import { backupSettingsFromConfig } from '../backup/backupSettings';
import { pruneBackups } from '../backup/pruneBackups';
import { takeBackup } from '../backup/takeBackup';
import { openLocalDatabase } from './localDatabase';

const settings = backupSettingsFromConfig();
const db = await openLocalDatabase();
try {
  console.log(`Database: ${db.where}`);
  const backup = await takeBackup(db.url, resolve(settings.dir), 'command');
  const rows = backup.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const orders = backup.manifest.tables.find((t) => t.name === 'orders')?.rows ?? 0;
  console.log(
    `Backed up ${backup.manifest.tables.length} tables, ${rows} rows (${orders} orders) as of ${backup.manifest.takenAtIst}` +
      ` in ${backup.seconds.toFixed(1)} s: ${(backup.bytes / 1e6).toFixed(1)} MB, sha256 ${backup.sha256}.`,
  );
  const pruned = await pruneBackups(resolve(settings.dir), settings.keep);
  if (pruned.length) console.log(`Removed ${pruned.length} older backup(s), keeping ${settings.keep} (BACKUP_KEEP).`);
  console.log(backup.file);
} finally {
  await db.release();
}
