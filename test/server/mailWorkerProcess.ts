// One outbox worker as its own OS process (spawned by mailOutbox.test.ts): waits for START_AT, drains, prints the count.
import { createPool } from '../../server/db/pool';
import { createMailTransport } from '../../server/mail/transport';
import { drainOutbox } from '../../server/mail/worker';

const pool = createPool(process.env.DATABASE_URL!, 2);
const transport = createMailTransport({ smtpUrl: process.env.SMTP_URL, dir: '' });
await new Promise((r) => setTimeout(r, Math.max(0, Number(process.env.START_AT) - Date.now())));
const handled = await drainOutbox({
  pool,
  transport,
  from: '"Jhola & Co." <orders@jholaandco.in>',
  publicUrl: 'http://shop.test',
});
transport.close();
await pool.end();
process.stdout.write(JSON.stringify({ handled }));
