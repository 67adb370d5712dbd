import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingInfo } from './orderFixtures';
import { fromAnotherShopper, listedProducts, tryOrder } from './orderLoad';
import { type ShopProcess, sleep, spawnShop, status, tempDataDir, within } from './shopProcess';
import { startSmtpSink } from './smtpSink';
import { readPostmasterPid } from '../../server/db/postmaster';
import { freePort } from '../../server/db/freePort';

// Behaviour, not speed: the shop heals in place rather than giving up, which the supervisor does after
// DB_RECOVERY_TIMEOUT_MS (the shop then exits, and the checks below say so at once). So each wait below runs to that
// limit: a crash recovery on a loaded machine may take longer than the 15 s (a few seconds when idle; the
// time is printed, a figure to read, not a bound a busy machine can fail).
const RECOVERY_MS = 60_000;

let data: Awaited<ReturnType<typeof tempDataDir>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let shop: ShopProcess | undefined;

beforeAll(async () => {
  data = await tempDataDir();
  // A slow mail server: the worker is always in the middle of a send when the database dies.
  smtp = await startSmtpSink({ delayMs: 400 });
});
afterAll(async () => {
  shop?.child.kill('SIGTERM');
  await shop?.exited;
  await smtp.close();
  await data.remove();
});

describe('kill -9 of the embedded postmaster under load (real process)', { timeout: 420_000 }, () => {
  it('keeps the process up, heals in place and loses no confirmed order', async () => {
    const pgPort = await freePort(0);
    shop = await spawnShop({
      PG_DATA_DIR: data.dir,
      PG_PORT: String(pgPort),
      SMTP_URL: smtp.url,
      TRUST_PROXY: '1',
      // One shopper places every order here: the per-shopper limit is not what this test is about.
      RATE_LIMIT_ORDERS_PER_SHOPPER: '100000',
      DB_RECOVERY_TIMEOUT_MS: String(RECOVERY_MS),
    });
    const url = shop.url;
    const products = await listedProducts(url, 5);
    const confirmed: string[] = [];
    let stop = false;
    let listingsServed = 0;
    let serverErrors = 0;
    const orders = (async () => {
      for (let i = 0; !stop; i++) {
        const { status: answered, orderNumber } = await tryOrder(url, products[i % products.length]!);
        if (answered === 500) serverErrors++;
        if (orderNumber) confirmed.push(orderNumber);
        else await sleep(100);
      }
    })();
    const listings = (async () => {
      for (let i = 0; !stop; i++) {
        // A new query string each time: past the response cache, into the database.
        if ((await status(`${url}/api/products/public?limit=${(i % 20) + 1}&page=${(i % 3) + 1}`)) === 200)
          listingsServed++;
        else await sleep(100);
      }
    })();

    await within(
      RECOVERY_MS,
      () => Promise.resolve(confirmed.length >= 8 && smtp.received.length >= 2),
      'orders and mail flowing',
    );
    const beforeKill = confirmed.length;
    const { pid } = (await readPostmasterPid(data.dir))!;
    process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    // The supervisor starts a new postmaster and the shop is ready again, before the supervisor would give up.
    await within(
      RECOVERY_MS,
      async () => {
        // A dead process answers nothing; say why instead of waiting out the clock.
        if (shop!.child.exitCode !== null) throw new Error(`The shop exited:\n${shop!.output()}`);
        const now = await readPostmasterPid(data.dir);
        return now !== undefined && now.pid !== pid && (await status(`${url}/api/ready`)) === 200;
      },
      'a new postmaster, and ready again',
    );
    const healedMs = Date.now() - killedAt;
    // Keep the load on a little after healing: orders go through again.
    await within(RECOVERY_MS, () => Promise.resolve(confirmed.length > beforeKill + 3), 'orders after healing');
    stop = true;
    await Promise.all([orders, listings]);
    console.info(
      `postmaster killed under load: ready again ${healedMs} ms later; ` +
        `${confirmed.length} orders confirmed, ${listingsServed} listings, ${smtp.received.length} mails`,
    );

    expect(shop.child.exitCode).toBeNull();
    // The database away is a 503 (with Retry-After), never a 500.
    expect(serverErrors).toBe(0);
    expect(shop.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
    for (const orderNumber of confirmed) {
      const res = await fetch(
        `${url}/api/orders/track/${orderNumber}?contact=${encodeURIComponent(shippingInfo.email)}`,
        { headers: fromAnotherShopper() },
      );
      expect(res.status, orderNumber).toBe(200);
    }
    // Every confirmed order's mail goes out once the database is back (the worker resumes by itself); one
    // claimed as the database died waits out its 60 s lease (server/mail/worker.ts).
    await within(100_000, () => Promise.resolve(mailsFor(confirmed)), 'mail');
  });
});

function mailsFor(confirmed: string[]): boolean {
  const subjects = smtp.received.map((m) => m.subject).join('\n');
  return confirmed.every((orderNumber) => subjects.includes(orderNumber));
}
