import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app';
import { RATE_LIMITS } from '../../server/http/rateLimits';
import { ResponseCache } from '../../server/http/responseCache';
import { startShop } from '../../server/start';
import { listenForCatalogueChanges } from '../../server/catalogue/catalogueListener';
import { growCatalogue } from './generateCatalogue';
import { addProduct, writePhoto } from './ownerEdits';

/**
 * The scale bench's server process: the shop over its own database grown to BENCH_PRODUCTS
 * products, the same API with the response cache disabled (every request reaches the database),
 * and a control server (CPU time, fixtures for the load generator, order totals for the check).
 */
const products = Number(process.env.BENCH_PRODUCTS ?? 514);
// The load comes from one address (127.0.0.1): the orders limits stay on (their counts are still kept, one
// upsert per order each, as for a shopper) but are raised past what the bench sends.
const rateLimits = {
  ...RATE_LIMITS,
  orders: { ...RATE_LIMITS.orders, limit: 1_000_000_000 },
  ordersPerAddress: { ...RATE_LIMITS.ordersPerAddress, limit: 1_000_000_000 },
};
const shop = await startShop({ port: 0, dataDir: process.env.BENCH_DATA_DIR!, pgPort: 0, rateLimits });
const began = performance.now();
const added = await growCatalogue(shop.pool, products);
const growMs = Math.round(performance.now() - began);

// Orders take one unit each and many bench runs reuse a database: products still in stock keep at
// least 100, so the order scenarios always find stock (sold-out ones stay sold out).
await shop.pool.query('UPDATE product_colors SET stock = stock + 1000 WHERE stock BETWEEN 1 AND 99');
// That update touched most pages of the table, clearing their all-visible bits: until autovacuum comes by (within a
// minute or so) every index-only listing read would visit the heap, measuring this bench's own write, not the shop.
await shop.pool.query('VACUUM (ANALYZE) products');
// Follows the catalogue's announcements like the shop's own cache, so its memo (search totals and
// rankings) stays in step while orders move stock.
const uncachedCache = new ResponseCache(0);
const uncachedListener = await listenForCatalogueChanges(shop.pool, uncachedCache);
const uncached = serve({
  fetch: createApp({ pool: shop.pool, cache: uncachedCache }).fetch,
  port: 0,
  hostname: '127.0.0.1',
});
await new Promise((resolve) => uncached.once('listening', resolve));

const fixtures = async () => {
  const [categories, stocked, total] = await Promise.all([
    shop.pool.query<{ id: string }>('SELECT id FROM categories WHERE active ORDER BY id'),
    shop.pool.query<{ id: string; colour: string }>(
      `SELECT p.id, pc.name AS colour FROM products p JOIN product_colors pc ON pc.product_id = p.id AND pc.position = 0
       WHERE p.stock >= 100 ORDER BY hashtext(p.id) LIMIT 2000`,
    ),
    shop.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM products'),
  ]);
  return { categories: categories.rows.map((r) => r.id), stocked: stocked.rows, total: total.rows[0]!.n };
};
const orderTotals = async () =>
  (
    await shop.pool.query<{ orders: number; units: number; doubled: number }>(
      `SELECT count(*)::int AS orders, count(*)::int - count(DISTINCT name)::int AS doubled,
         (SELECT coalesce(sum(quantity), 0)::int FROM order_lines) AS units
       FROM orders`,
    )
  ).rows[0]!;

let edits = 0;
const control = createServer((req, res) => {
  const answer = async () => {
    if (req.url === '/fixtures') return fixtures();
    if (req.url === '/orders') return orderTotals();
    if (req.url === '/rss') return { rss: process.memoryUsage().rss };
    if (req.url === '/add-product') return { id: await addProduct(shop.pool, edits++) };
    if (req.url === '/write-photo') return writePhoto(shop.pool, edits++).then(() => ({ written: true }));
    if (req.url === '/busy') return { busy: shop.pool.totalCount - shop.pool.idleCount + shop.pool.waitingCount };
    return process.cpuUsage();
  };
  answer().then(
    (body) => res.end(JSON.stringify(body)),
    (error: Error) => res.writeHead(500).end(error.message),
  );
});
await new Promise((resolve) => control.listen(0, '127.0.0.1', () => resolve(undefined)));

const address = (server: { address(): unknown }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
process.stdout.write(
  `${JSON.stringify({ ready: true, url: shop.url, uncachedUrl: address(uncached), controlUrl: address(control), added, growMs })}\n`,
);

async function shutdown() {
  // Requests still running when the load stops lose their connections as the database stops.
  process.on('uncaughtException', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });
  uncached.close();
  control.close();
  await uncachedListener.close();
  await shop.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown());
