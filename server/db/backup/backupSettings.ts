import * as z from 'zod';

/**
 * BACKUP_DIR, BACKUP_HOUR and BACKUP_KEEP, read once. Kept in one schema so they can move into the
 * shop's shared settings file unchanged (docs/backups.md explains each).
 */
const schema = z.object({
  BACKUP_DIR: z.string().min(1).default('.data/backups'),
  // "off" turns the shop's own daily backup off (a test shop, or backups taken by cron instead).
  BACKUP_HOUR: z.union([z.literal('off'), z.coerce.number().int().min(0).max(23)]).default(3),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
});

export interface BackupSettings {
  dir: string;
  /** The IST hour of the daily backup; undefined when the shop takes none itself. */
  hour: number | undefined;
  keep: number;
}

export function backupSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const parsed = schema.safeParse({
    BACKUP_DIR: env.BACKUP_DIR || undefined,
    BACKUP_HOUR: env.BACKUP_HOUR || undefined,
    BACKUP_KEEP: env.BACKUP_KEEP || undefined,
  });
  if (!parsed.success) throw new Error(`Backup settings: ${z.prettifyError(parsed.error)}`);
  const { BACKUP_DIR, BACKUP_HOUR, BACKUP_KEEP } = parsed.data;
  return { dir: BACKUP_DIR, hour: BACKUP_HOUR === 'off' ? undefined : BACKUP_HOUR, keep: BACKUP_KEEP };
}
