import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The message as it came over SMTP (an .eml file's content). */
  raw: Buffer;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts, parsed. */
export async function startSmtpSink({ port = 0, delayMs = 0 } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void keep(Buffer.concat(chunks), session.envelope.rcptTo).then(() => callback(), callback);
      });
    },
  });
  const keep = async (raw: Buffer, rcptTo: { address: string }[]) => {
    const mail = await PostalMime.parse(raw);
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    received.push({
      to: rcptTo.map((r) => r.address),
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: mail.html ?? '',
      messageId: mail.messageId ?? '',
      raw,
    });
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const realPort = (server.server.address() as AddressInfo).port;
  return {
    port: realPort,
    url: `smtp://127.0.0.1:${realPort}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
