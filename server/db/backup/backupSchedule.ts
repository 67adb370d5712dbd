import { resolve } from 'node:path';
import type { Pool } from '../pool';
import { lastBackupAt } from './backupAge';
import type { BackupSettings } from './backupSettings';
import { pruneBackups } from './pruneBackups';
import { takeBackup } from './takeBackup';

// Any constant works; every API process on the database must use the same one.
const BACKUP_LOCK = 3_141_592_653;
const IST_OFFSET_MS = 330 * 60_000;

/** The latest BACKUP_HOUR:00 IST at or before `now`: a backup older than this is due. */
export function dueSince(now: Date, hour: number): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const slot = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), hour) - IST_OFFSET_MS;
  return new Date(slot <= now.getTime() ? slot : slot - 86_400_000);
}

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
  let running: Promise<void> | undefined;
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
  const tick = () => {
    running ??= check()
      .catch((err: unknown) => logger.error({ err }, 'daily backup failed; trying again at the next check'))
      .finally(() => (running = undefined));
  };
  const first = setTimeout(tick, firstCheckMs);
  const every = setInterval(tick, checkEveryMs);
  first.unref();
  every.unref();
  return {
    /** Stops checking; a backup under way is not waited for (its hidden .partial file is never taken for one). */
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
