import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { makePrivateFolder, PRIVATE_FILE } from '../db/privateFolder';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a rare resend (crash between send and commit) can be recognised. */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface TransportConfig {
  /** smtp://user:pass@host:port (smtps:// for TLS); unset → .eml files in `dir`. */
  smtpUrl?: string;
  dir: string;
}

// nodemailer's defaults wait minutes on a silent server; a send must end well inside the worker's claim lease.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailTransport({ smtpUrl, dir }: TransportConfig): MailTransport {
  if (smtpUrl) {
    // Pooled: the connection stays open between messages instead of a new handshake for each.
    const smtp = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1, ...SMTP_TIMEOUTS });
    return { send: async (mail) => void (await smtp.sendMail(mail)), close: () => smtp.close() };
  }
  // nodemailer builds the same MIME message it would send; it lands in a file a developer can open.
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let folder: Promise<void> | undefined;
  return {
    async send(mail) {
      const info = await stream.sendMail(mail);
      // Messages carry shoppers' addresses and links: owner only, like backups (docs/backups.md).
      folder ??= makePrivateFolder(dir);
      folder.catch(() => (folder = undefined));
      await folder;
      const name = `${mail.messageId.replace(/[^\w.-]+/g, '_')}.eml`;
      // Written whole then renamed: a reader never sees half a message, a resend overwrites the same file.
      await writeFile(join(dir, `.${name}.tmp`), info.message, { mode: PRIVATE_FILE });
      await rename(join(dir, `.${name}.tmp`), join(dir, name));
    },
    close() {},
  };
}
