import type { Pool } from '../pool';

/** Past this, /api/ready warns: a daily backup missed its day (docs/backups.md). */
export const STALE_AFTER_HOURS = 26;

export interface BackupAge {
  /** When the newest finished backup's snapshot was taken (ISO), or null if none ever was. */
  lastAt: string | null;
  ageHours: number | null;
  warning?: string;
}

export async function lastBackupAt(pool: Pick<Pool, 'query'>): Promise<Date | null> {
  const { rows } = await pool.query<{ at: Date | null }>('SELECT max(taken_at) AS at FROM backups');
  return rows[0]!.at;
}

export async function backupAge(pool: Pick<Pool, 'query'>, now = new Date()): Promise<BackupAge> {
  const at = await lastBackupAt(pool);
  if (!at) return { lastAt: null, ageHours: null, warning: 'No backup has been taken yet (npm run db:backup).' };
  const ageHours = Math.round((now.getTime() - at.getTime()) / 360_000) / 10;
  const age: BackupAge = { lastAt: at.toISOString(), ageHours };
  if (ageHours > STALE_AFTER_HOURS) {
    age.warning = `The last good backup is ${ageHours} hours old, over ${STALE_AFTER_HOURS}: check the daily backup.`;
  }
  return age;
}
