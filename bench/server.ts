import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../server/app';
import { ResponseCache } from '../server/http/responseCache';
import { startShop } from '../server/start';

/**
 * The bench's server process, apart from the load generator so they do not share an event loop:
 * the shop on a free port, the same API with its response cache disabled, the same API answering its warm
 * cache through the whole Hono stack (no kept answers), a bare node:http server
 * sending the same listing bytes (the ceiling this machine and load generator allow), and a
 * control server reporting this process's CPU time.
 */
const began = performance.now();
const shop = await startShop({ port: 0, dataDir: process.env.BENCH_DATA_DIR ?? '.data/bench/pg', pgPort: 0 });
const startMs = performance.now() - began;

const listen = async (server: Server) => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const uncached = serve({
  fetch: createApp({ pool: shop.pool, cache: new ResponseCache(0) }).fetch,
  port: 0,
  hostname: '127.0.0.1',
});
await new Promise((resolve) => uncached.once('listening', resolve));
const uncachedUrl = `http://127.0.0.1:${(uncached.address() as AddressInfo).port}`;
// The same warm cache answered through the whole Hono stack, as before kept answers (server/http/keptAnswers.ts).
const throughApp = serve({
  fetch: createApp({ pool: shop.pool, cache: new ResponseCache() }).fetch,
  port: 0,
  hostname: '127.0.0.1',
});
await new Promise((resolve) => throughApp.once('listening', resolve));
const throughAppUrl = `http://127.0.0.1:${(throughApp.address() as AddressInfo).port}`;
const listing = await (await fetch(`${shop.url}/api/products/public`)).text();
const bare = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(listing));
const bareUrl = await listen(bare);
const control = createServer((_req, res) => res.end(JSON.stringify(process.cpuUsage())));
const controlUrl = await listen(control);

const ready = {
  ready: true,
  url: shop.url,
  uncachedUrl,
  throughAppUrl,
  bareUrl,
  controlUrl,
  startMs,
  seeded: shop.seeded,
};
process.stdout.write(`${JSON.stringify(ready)}\n`);

process.once('SIGTERM', () => void closeAll());

async function closeAll() {
  for (const server of [uncached, throughApp, bare, control]) server.close();
  await shop.close();
  process.exit(0);
}
