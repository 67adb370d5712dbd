import { createServer, get, type Server } from 'node:http';
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
// The same bytes with every header the shop sends (security headers, ETag, request id...), fixed once.
const shopHeaders = await rawHeaders(`${shop.url}/api/products/public`);
const bareSameHeaders = createServer((_req, res) => res.writeHead(200, shopHeaders).end(listing));
const bareSameHeadersUrl = await listen(bareSameHeaders);
// CPU time, and the monotonic clock in µs (the clock of a --cpu-prof profile's samples).
const control = createServer((_req, res) =>
  res.end(JSON.stringify({ ...process.cpuUsage(), monotonicUs: Number(process.hrtime.bigint() / 1000n) })),
);
const controlUrl = await listen(control);

const ready = {
  ready: true,
  url: shop.url,
  uncachedUrl,
  throughAppUrl,
  bareUrl,
  bareSameHeadersUrl,
  controlUrl,
  startMs,
  seeded: shop.seeded,
};
process.stdout.write(`${JSON.stringify(ready)}\n`);

process.once('SIGTERM', () => void closeAll());

async function closeAll() {
  for (const server of [uncached, throughApp, bare, bareSameHeaders, control]) server.close();
  await shop.close();
  process.exit(0);
}

/** A response's headers as sent, minus those node:http adds itself to every answer. */
function rawHeaders(url: string) {
  return new Promise<string[]>((resolve, reject) => {
    get(url, (res) => {
      res.resume();
      const own = new Set(['date', 'connection', 'keep-alive']);
      const pairs: string[] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        if (!own.has(res.rawHeaders[i]!.toLowerCase())) pairs.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
      }
      resolve(pairs);
    }).on('error', reject);
  });
}
