import { config, type Config } from '../config';
import type { Pool } from '../db/pool';
import { createMailTransport } from './transport';
import { startMailWorker, type MailWorker } from './worker';

export interface MailSettings {
  /** SMTP_URL: send through this server; unset → .eml files in `dir`. */
  smtpUrl?: string;
  /** MAIL_DIR (default .data/mail). */
  dir: string;
  /** MAIL_FROM. */
  from: string;
  /** PUBLIC_URL: the shop's address in links (default: the address it listens on). */
  publicUrl?: string;
}

export const mailSettingsFromConfig = (env: Config = config()): MailSettings => ({
  smtpUrl: env.SMTP_URL,
  dir: env.MAIL_DIR,
  from: env.MAIL_FROM,
  publicUrl: env.PUBLIC_URL,
});

/** The API process's outbox worker. */
export const startMail = (pool: Pool, settings: MailSettings, shopUrl: string): MailWorker =>
  startMailWorker({
    pool,
    transport: createMailTransport(settings),
    from: settings.from,
    publicUrl: settings.publicUrl ?? shopUrl,
  });
