import http from 'node:http';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { type Shop, startShop } from '../../server/start';

let shop: Shop;
let admin: pg.Client;
const name = `t_${randomBytes(6).toString('hex')}`;
beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = inject('databaseUrl').replace(/\/[^/]*$/, `/${name}`);
  // The real server, with the header timeout shortened so the idle-socket test stays quick.
  shop = await startShop({
    port: 0,
    databaseUrl,
    timeouts: { headersTimeout: 1500, connectionsCheckingInterval: 250 },
  });
});
afterAll(async () => {
  await shop.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

interface Answer {
  status: number;
  body: string;
  localPort: number | undefined;
}

/** One request on `agent` (keep-alive, a single socket), answering with which local port carried it. */
function send(agent: http.Agent, method: string, path: string, body?: Buffer, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json' };
    if (body && !chunked) headers['Content-Length'] = body.length;
    const req = http.request(`${shop.url}${path}`, { method, agent, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: text, localPort: req.socket?.localPort }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('connections', () => {
  it.each([
    ['Content-Length', false],
    ['chunked', true],
  ])(
    'a 1 MB body (%s) gets 413, and the next request on the same keep-alive socket gets its answer',
    async (_, chunked) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const big = await send(agent, 'POST', '/api/contact', Buffer.alloc(1024 * 1024, 'a'), chunked);
      expect(big.status).toBe(413);
      expect((JSON.parse(big.body) as { message: string }).message).toBe('That request is too large.');
      const next = await send(agent, 'GET', '/api/health');
      expect(next.status).toBe(200);
      expect(next.localPort).toBe(big.localPort);
      agent.destroy();
    },
  );

  it.each([
    ['never finishes its headers (slow loris)', 'GET /api/health HTTP/1.1\r\nHost: x\r\n'],
    ['never sends a byte', ''],
  ])('closes a connection that %s with 408', async (_, sent) => {
    const socket = net.connect(shop.port, '127.0.0.1');
    socket.write(sent);
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    const began = Date.now();
    await new Promise((resolve) => socket.on('close', resolve));
    expect(reply).toMatch(/^HTTP\/1.1 408/);
    expect(Date.now() - began).toBeLessThan(5000);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    expect(shop.server.keepAliveTimeout).toBe(5000);
    expect(shop.server.requestTimeout).toBe(30_000);
    const socket = net.connect(shop.port, '127.0.0.1');
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    socket.resume();
    const began = Date.now();
    await new Promise((resolve) => socket.on('close', resolve));
    expect(Date.now() - began).toBeLessThan(8000);
  });
});
