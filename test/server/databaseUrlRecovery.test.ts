import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedServer, startEmbeddedPostgres } from '../../server/db/embedded';
import { type ShopProcess, spawnShop, status, tempDataDir, within } from './shopProcess';

// An "external" PostgreSQL the shop reaches through DATABASE_URL; the test stops and starts it.
let data: Awaited<ReturnType<typeof tempDataDir>>;
let postgres: EmbeddedServer;
let shop: ShopProcess | undefined;

beforeAll(async () => {
  data = await tempDataDir();
  postgres = await startEmbeddedPostgres({ dataDir: data.dir, port: 0, fast: true });
});
afterAll(async () => {
  shop?.child.kill('SIGKILL');
  await postgres.stop();
  await data.remove();
});

const ready = async () => status(`${shop!.url}/api/ready`);

describe('DATABASE_URL: outages (real processes)', { timeout: 90_000 }, () => {
  it('reconnects by itself when the database comes back', async () => {
    shop = await spawnShop({ DATABASE_URL: postgres.url, DB_RECOVERY_TIMEOUT_MS: '30000' });
    await postgres.stop();
    await within(2000, async () => (await ready()) === 503, '503 from /ready');
    expect(await status(`${shop.url}/api/health`)).toBe(200);
    expect(await status(`${shop.url}/api/categories/active`)).toBe(503);
    await postgres.restart();
    const took = await within(15_000, async () => (await ready()) === 200, 'ready again');
    console.info(`DATABASE_URL back: ready ${took} ms after the database restarted`);
    expect(await status(`${shop.url}/api/categories/active`)).toBe(200);
  });

  it('SIGTERM with the database down ends the process within 10 s', async () => {
    await postgres.stop();
    await within(2000, async () => (await ready()) === 503, '503 from /ready');
    const began = Date.now();
    shop!.child.kill('SIGTERM');
    expect(await shop!.exited).toBe(0);
    const took = Date.now() - began;
    console.info(`SIGTERM with DATABASE_URL down: exited in ${took} ms`);
    expect(took).toBeLessThan(10_000);
    shop = undefined;
  });

  it('exits non-zero when the database stays away longer than DB_RECOVERY_TIMEOUT_MS', async () => {
    await postgres.restart();
    shop = await spawnShop({ DATABASE_URL: postgres.url, DB_RECOVERY_TIMEOUT_MS: '2000' });
    await postgres.stop();
    const began = Date.now();
    expect(await shop.exited).toBe(1);
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(shop.output()).toContain('did not recover in time');
    shop = undefined;
  });
});
