import { resolve } from 'node:path';
import type { Pool } from '../pool';
import { lastBackupAt } from './backupAge';
import type { BackupSettings } from './backupSettings';
import { pruneBackups } from './pruneBackups';
import { takeBackup } from './takeBackup';
import { dueSince } from '../schedule/istHour';
import { repeatCheck } from '../schedule/repeatCheck';

// Any constant works; every API process on the database must use the same one.
const BACKUP_LOCK = 3_141_592_653;

/** The latest BACKUP_HOUR:00 IST at or before `now`: a backup older than this is due. */
export { dueSince };

export interface ScheduleOptions {
  url: string;
  pool: Pool;
  settings: BackupSettings & { hour: number };
  logger: { info(fields: object, message: string): void; error(fields: object, message: string): void };
  firstCheckMs?: number;
  checkEveryMs?: number;
}

/**
 * The shop's daily backup: every process checks now and then, and the one holding the advisory
 * lock takes the backup when the day's is missing, so N processes still take one (or catch up
 * once after a shop was down at BACKUP_HOUR).
 */
export function scheduleBackups(options: ScheduleOptions) {
  const { url, pool, settings, logger, firstCheckMs = 60_000, checkEveryMs = 300_000 } = options;
  const check = async () => {
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        BACKUP_LOCK,
      ]);
      if (!rows[0]!.locked) return;
      try {
        const last = await lastBackupAt(client);
        if (last && last >= dueSince(new Date(), settings.hour)) return;
        const backup = await takeBackup(url, resolve(settings.dir), 'schedule');
        const pruned = await pruneBackups(resolve(settings.dir), settings.keep);
        const { file, bytes, seconds } = backup;
        logger.info({ file, bytes, seconds, pruned, takenAtIst: backup.manifest.takenAtIst }, 'daily backup taken');
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK]);
      }
    } finally {
      client.release();
    }
  };
  const schedule = repeatCheck(check, {
    firstCheckMs,
    checkEveryMs,
    onError: (err) => logger.error({ err }, 'daily backup failed; trying again at the next check'),
  });
  return {
    /** Stops checking; a backup under way is not waited for (its hidden .partial file is never taken for one). */
    stop: () => schedule.stop(),
  };
}
