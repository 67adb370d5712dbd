import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingInfo } from './orderFixtures';
import { type ShopProcess, spawnShop, status, tempDataDir, within } from './shopProcess';
import { isAlive, readPostmasterPid } from '../../server/db/postmaster';
import { freePort } from '../../server/db/freePort';

interface Listed {
  data: { products: { _id: string; inStock: boolean; colors: { colorName: string }[] }[] };
}

/** Places one order through the API; returns its number. */
async function placeOrder(url: string): Promise<string> {
  const list = (await (await fetch(`${url}/api/products/public?inStock=true`)).json()) as Listed;
  const product = list.data.products[0]!;
  const res = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      agreement: true,
      products: [{ productId: product._id, quantity: 1, color: product.colors[0]!.colorName }],
      shippingInfo,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { order: { orderNumber: string } } }).data.order.orderNumber;
}

const tracked = async (url: string, orderNumber: string) =>
  status(`${url}/api/orders/track/${orderNumber}?contact=${encodeURIComponent(shippingInfo.email)}`);

let data: Awaited<ReturnType<typeof tempDataDir>>;
let pgPort: number;
let shop: ShopProcess | undefined;
const env = () => ({ PG_DATA_DIR: data.dir, PG_PORT: String(pgPort) });

beforeAll(async () => {
  data = await tempDataDir();
  pgPort = await freePort(0);
});
afterAll(async () => {
  shop?.child.kill('SIGKILL');
  // A SIGKILLed shop leaves its cluster behind; a normal start and stop clears it.
  const cleanup = await spawnShop(env()).catch(() => undefined);
  cleanup?.child.kill('SIGTERM');
  await cleanup?.exited;
  await data.remove();
});

// Real processes on a shared, slow machine: a cold start (initdb, migrate, seed) takes a while.
describe('the embedded database survives crashes (real processes)', { timeout: 120_000 }, () => {
  it('kill -9 of the shop, then a normal start on the same ports keeps every order', async () => {
    shop = await spawnShop(env());
    const port = Number(new URL(shop.url).port);
    const orderNumber = await placeOrder(shop.url);
    const orphan = (await readPostmasterPid(data.dir))!;
    shop.child.kill('SIGKILL');
    await shop.exited;
    // The cluster outlives its parent: this is what wedged the next start before.
    expect(() => process.kill(orphan.pid, 0)).not.toThrow();
    shop = await spawnShop(env(), port);
    expect(shop.url).toBe(`http://127.0.0.1:${port}`);
    expect(shop.output()).toContain(`Stopping PostgreSQL left running in ${data.dir} (PID ${orphan.pid})`);
    expect((await readPostmasterPid(data.dir))!.port).toBe(pgPort);
    expect(await tracked(shop.url, orderNumber)).toBe(200);
  });

  it('a killed postmaster: /api/ready says 503 within 2 s, then recovers by itself within 15 s', async () => {
    const { pid } = (await readPostmasterPid(data.dir))!;
    process.kill(pid, 'SIGKILL');
    const noticed = await within(2000, async () => (await status(`${shop!.url}/api/ready`)) === 503, '503 from /ready');
    const recovered = await within(15_000, async () => (await status(`${shop!.url}/api/ready`)) === 200, 'ready again');
    console.info(`postmaster killed: 503 after ${noticed} ms, ready again ${recovered} ms later`);
    expect(await tracked(shop!.url, await placeOrder(shop!.url))).toBe(200);
    expect(shop!.child.exitCode).toBeNull();
  });

  it('SIGTERM right after the postmaster died (restart under way) ends within 10 s and leaves no cluster', async () => {
    const { pid } = (await readPostmasterPid(data.dir))!;
    process.kill(pid, 'SIGKILL');
    await within(10_000, async () => (await status(`${shop!.url}/api/ready`)) === 503, '503 from /ready');
    const began = Date.now();
    shop!.child.kill('SIGTERM');
    expect(await shop!.exited).toBe(0);
    const took = Date.now() - began;
    console.info(`SIGTERM with the embedded database dead: exited in ${took} ms`);
    expect(took).toBeLessThan(10_000);
    shop = undefined;
    const left = await readPostmasterPid(data.dir);
    if (left) expect(await isAlive(left.pid)).toBe(false);
  });
});
