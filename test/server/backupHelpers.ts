import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { embeddedUrl } from '../../server/db/embedded';
import { runningCluster } from '../../server/db/commands/localDatabase';
import { orderFor, type StockedProduct } from './orderFixtures';

/** `npm run <script> -- args` as an operator would, on the database `env` names (never the caller's DATABASE_URL). */
export function npmRun(script: string, args: string[], env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, { PG_PORT: '0' }, env);
  return new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', script, '--', ...args], {
      env: childEnv,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out }));
    child.stdin.end();
  });
}

/** A client on the embedded PostgreSQL a running shop keeps in `dataDir`. */
export async function clusterClient(dataDir: string): Promise<pg.Client> {
  const running = runningCluster(dataDir);
  if (!running) throw new Error(`no PostgreSQL runs on ${dataDir}`);
  const client = new pg.Client({ connectionString: embeddedUrl(running.port) });
  // The shop stopping ends this connection too; that is expected, not a failure.
  client.on('error', () => {});
  await client.connect();
  return client;
}

export interface PlacedOrder {
  key: string;
  body: unknown;
  address: string;
  orderNumber: string;
  sentAt: number;
  confirmedAt: number;
}

let sent = 0;

/** Places one order over HTTP from its own client address (TRUST_PROXY=1), so the rate limit never stops the flow. */
export async function placeOrder(url: string, product: StockedProduct, key = randomUUID()): Promise<PlacedOrder> {
  const n = sent++;
  const address = `10.${(n >> 8) & 255}.${n & 255}.7`;
  // Every other order in Hindi: the restored orders' content then shows their language kept (migration 400).
  const body = orderFor(product, 1, n % 2 ? { language: 'hi' } : {});
  const sentAt = Date.now();
  const res = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: { order: { orderNumber: string } } };
  if (res.status !== 201 && res.status !== 200) throw new Error(`order failed ${res.status}: ${JSON.stringify(json)}`);
  return { key, body, address, orderNumber: json.data!.order.orderNumber, sentAt, confirmedAt: Date.now() };
}

/** Places orders `lanes` at a time until `stop()`; every confirmed order is kept. */
export function orderFlow(url: string, products: StockedProduct[], lanes = 3) {
  const placed: PlacedOrder[] = [];
  let running = true;
  const lane = async (i: number) => {
    for (let n = i; running; n += lanes) placed.push(await placeOrder(url, products[n % products.length]!));
  };
  const all = Promise.all(Array.from({ length: lanes }, (_, i) => lane(i)));
  return {
    placed,
    async stop() {
      running = false;
      await all;
    },
  };
}

/**
 * One order's rows (order, lines, events) as text, but its invoice number: serials are given just
 * after the order commits, so a snapshot may hold an order still waiting for one.
 */
export async function orderContent(client: pg.Client, orderNumber: string) {
  const { rows } = await client.query<{ content: string }>(
    `SELECT concat_ws(' | ', (SELECT (to_jsonb(o) - 'invoice_number')::text FROM orders o WHERE o.order_number = $1),
       (SELECT string_agg(l::text, ';' ORDER BY l.position) FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_number = $1),
       (SELECT string_agg(e::text, ';' ORDER BY e.id) FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_number = $1)
     ) AS content`,
    [orderNumber],
  );
  return rows[0]!.content;
}
