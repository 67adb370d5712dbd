import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingInfo } from './orderFixtures';
import { type ShopProcess, sleep, spawnShop, status, tempDataDir, within } from './shopProcess';
import { startSmtpSink } from './smtpSink';
import { readPostmasterPid } from '../../server/db/postmaster';
import { freePort } from '../../server/db/freePort';

interface Listed {
  data: { products: { _id: string; colors: { colorName: string }[] }[] };
}

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

// Each shopper its own address (TRUST_PROXY=1), so the per-address order limit stays out of the way.
let shopper = 0;
const from = () => ({ 'X-Forwarded-For': `203.0.113.${(shopper++ % 250) + 1}` });

async function tryOrder(url: string, product: Listed['data']['products'][number]): Promise<string | undefined> {
  try {
    const res = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...from() },
      body: JSON.stringify({
        agreement: true,
        products: [{ productId: product._id, quantity: 1, color: product.colors[0]!.colorName }],
        shippingInfo,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json()) as { data?: { order?: { orderNumber: string } } };
    return res.status === 201 ? body.data!.order!.orderNumber : undefined;
  } catch {
    return undefined;
  }
}

describe('kill -9 of the embedded postmaster under load (real process)', { timeout: 240_000 }, () => {
  it('keeps the process up, heals in place within 15 s and loses no confirmed order', async () => {
    const pgPort = await freePort(0);
    shop = await spawnShop({
      PG_DATA_DIR: data.dir,
      PG_PORT: String(pgPort),
      SMTP_URL: smtp.url,
      TRUST_PROXY: '1',
      // One shopper places every order here: the per-shopper limit is not what this test is about.
      RATE_LIMIT_ORDERS_PER_SHOPPER: '100000',
      DB_RECOVERY_TIMEOUT_MS: '60000',
    });
    const url = shop.url;
    const list = (await (await fetch(`${url}/api/products/public?inStock=true`)).json()) as Listed;
    const products = list.data.products.slice(0, 5);
    const confirmed: string[] = [];
    let stop = false;
    let listingsServed = 0;
    const orders = (async () => {
      for (let i = 0; !stop; i++) {
        const number = await tryOrder(url, products[i % products.length]!);
        if (number) confirmed.push(number);
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
      30_000,
      () => Promise.resolve(confirmed.length >= 8 && smtp.received.length >= 2),
      'orders and mail flowing',
    );
    const beforeKill = confirmed.length;
    const { pid } = (await readPostmasterPid(data.dir))!;
    process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    const readyIs = (expected: number) => async () => {
      // A dead process answers nothing; say why instead of waiting out the clock.
      if (shop!.child.exitCode !== null) throw new Error(`The shop exited:\n${shop!.output()}`);
      return (await status(`${url}/api/ready`)) === expected;
    };
    const noticed = await within(3000, readyIs(503), '503 from /ready');
    const healed = await within(15_000, readyIs(200), 'ready again');
    const healedMs = Date.now() - killedAt;
    // Keep the load on a little after healing: orders go through again.
    await within(15_000, () => Promise.resolve(confirmed.length > beforeKill + 3), 'orders after healing');
    stop = true;
    await Promise.all([orders, listings]);
    console.info(
      `postmaster killed under load: 503 after ${noticed} ms, ready ${healed} ms later (${healedMs} ms in all); ` +
        `${confirmed.length} orders confirmed, ${listingsServed} listings, ${smtp.received.length} mails`,
    );

    expect(shop.child.exitCode).toBeNull();
    expect(shop.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
    expect(healedMs).toBeLessThan(15_000);
    for (const orderNumber of confirmed) {
      const res = await fetch(
        `${url}/api/orders/track/${orderNumber}?contact=${encodeURIComponent(shippingInfo.email)}`,
        { headers: from() },
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
