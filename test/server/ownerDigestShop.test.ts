import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/config';
import { digestSettingsFromConfig } from '../../server/books/digest/digestSettings';
import { createLogger } from '../../server/http/logger';
import { startShop, type Shop } from '../../server/start';
import { sleep, within } from './shopProcess';
import { startSmtpSink } from './smtpSink';
import { createTestShop, type TestShop } from './testShop';

// The shop's own start-up (server/start.ts) with its outbox worker, on the real clock: hour 0 is due all day.
const OWNER = 'meera@jholaandco.in';
const FIRST_CHECK_MS = 5_000; // admin/digest/digestSchedule.ts
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const databases: TestShop[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  for (const db of databases) await db.close();
});

async function shopOn(env: Record<string, string>) {
  const db = await createTestShop();
  databases.push(db);
  return { db, start: () => startOn(db, env) };
}
const startOn = (db: TestShop, env: Record<string, string>): Promise<Shop> =>
  startShop({
    port: 0,
    databaseUrl: db.pool.options.connectionString,
    logger: createLogger(),
    mail: { smtpUrl: sink.url, dir: '', from: '"Jhola & Co." <orders@jholaandco.in>' },
    digest: digestSettingsFromConfig(parseConfig(env)),
  });
const digestsTo = (to: string) => sink.received.filter((m) => m.to.includes(to) && m.subject.includes('your day'));
const rows = async (db: TestShop) =>
  (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM owner_digests')).rows[0]!.n;

describe("the owner's digest in a running shop", () => {
  it('reaches the owner once from two processes on one database, not again after a restart; off sends none', async () => {
    const on = await shopOn({ DIGEST_HOUR: '0', SHOP_ADMIN_EMAIL: OWNER });
    const off = await shopOn({ DIGEST_HOUR: 'off', OWNER_DIGEST_EMAIL: 'nobody@jholaandco.in' });
    const shops = await Promise.all([on.start(), on.start(), off.start()]);
    try {
      await within(30_000, () => Promise.resolve(digestsTo(OWNER).length > 0), "the owner's digest");
      await shops[0].close();
      shops[0] = await on.start(); // a restart later the same day
      await sleep(FIRST_CHECK_MS + 2_000);
    } finally {
      await Promise.all(shops.map((s) => s.close()));
    }
    expect(digestsTo(OWNER)).toHaveLength(1);
    expect(await rows(on.db)).toBe(1);
    expect(digestsTo('nobody@jholaandco.in')).toHaveLength(0);
    expect(await rows(off.db)).toBe(0);
  }, 90_000);
});
