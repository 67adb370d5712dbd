import { config, type Config } from '../../config';

export interface BackupSettings {
  /** BACKUP_DIR: where backups are written (docs/backups.md). */
  dir: string;
  /** BACKUP_HOUR: the IST hour of the shop's daily backup; undefined (off) when it takes none itself. */
  hour: number | undefined;
  /** BACKUP_KEEP: how many backups the folder keeps. */
  keep: number;
}

export const backupSettingsFromConfig = (env: Config = config()): BackupSettings => ({
  dir: env.BACKUP_DIR,
  hour: env.BACKUP_HOUR,
  keep: env.BACKUP_KEEP,
});
