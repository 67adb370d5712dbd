import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../server/db/backup/backupFormat';
import { FIXED_OUTPUT, tableDigest } from '../../server/db/backup/schemaInfo';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { clusterClient, npmRun, orderContent, orderFlow, placeOrder, type PlacedOrder } from './backupHelpers';
import { stockedProducts } from './orderFixtures';
import { sleep, spawnShop, tempDataDir, within, type ShopProcess } from './shopProcess';
import { startSmtpSink } from './smtpSink';

let temp: Awaited<ReturnType<typeof tempDataDir>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let env: Record<string, string>;
const shops: ShopProcess[] = [];

async function startShopOnDataDir() {
  // One test shopper places every order: the per-shopper order limit stays out of the way.
  const shop = await spawnShop({
    ...env,
    SMTP_URL: sink.url,
    TRUST_PROXY: '1',
    RATE_LIMIT_ORDERS_PER_SHOPPER: '100000',
  });
  shops.push(shop);
  return shop;
}

async function stopShop(shop: ShopProcess) {
  shop.child.kill('SIGTERM');
  await shop.exited;
}

beforeAll(async () => {
  temp = await tempDataDir();
  sink = await startSmtpSink();
  // The secret an owner keeps beside the backups: with it, links signed before the restore still open.
  env = {
    PG_DATA_DIR: temp.dir,
    PG_PORT: '0',
    BACKUP_DIR: join(temp.dir, '..', 'backups'),
    INVOICE_SIGNING_SECRET: 'kept-beside-the-backups-0123456789abcdef',
  };
});

afterAll(async () => {
  for (const shop of shops) if (shop.child.exitCode === null) await stopShop(shop);
  await sink.close();
  await temp.remove();
});

describe('db:backup while orders flow, then db:restore into a fresh data dir', () => {
  let file: string;
  let manifest: Manifest;
  let placed: PlacedOrder[];
  let backupBegan: number;
  let backupEnded: number;
  const liveContent = new Map<string, string>();

  it('backs up a running shop while orders keep being placed, and prints the file last', async () => {
    const shop = await startShopOnDataDir();
    const db = await clusterClient(temp.dir);
    const products = (await stockedProducts(db as unknown as Parameters<typeof stockedProducts>[0])).slice(0, 40);
    await db.query('UPDATE product_colors SET stock = 100000 WHERE product_id = ANY ($1)', [products.map((p) => p.id)]);
    const flow = orderFlow(shop.url, products);
    await within(20_000, () => Promise.resolve(flow.placed.length >= 10), 'orders before the backup');
    backupBegan = Date.now();
    const flowing = flow.placed.length;
    const backup = await npmRun('db:backup', [], env);
    backupEnded = Date.now();
    await sleep(300);
    await flow.stop();
    placed = flow.placed;
    expect(backup.code, backup.out).toBe(0);
    file = backup.out.trim().split('\n').at(-1)!;
    expect(file).toMatch(/bagshop-\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d-\d{3}_IST\.backup\.gz$/);
    manifest = JSON.parse(await readFile(`${file}.manifest.json`, 'utf8')) as Manifest;
    expect(manifest.takenAtIst).toMatch(/\+05:30$/);
    expect(manifest.migrations).toContain('170_backups.sql');
    expect(placed.filter((o) => o.sentAt > backupEnded).length).toBeGreaterThan(0);
    console.log(`${flowing} orders before the backup, ${placed.length} in all; backup ${backupEnded - backupBegan} ms`);
    // Mail went out for orders, and the content of each order as the live shop holds it now.
    await within(20_000, () => Promise.resolve(sink.received.length >= 10), 'order mails');
    for (const order of placed) liveContent.set(order.orderNumber, await orderContent(db, order.orderNumber));
    await db.end();
    await stopShop(shop);
  }, 120_000);

  it('refuses a damaged file and changes nothing', async () => {
    const damaged = join(temp.dir, '..', 'damaged.backup.gz');
    const bytes = await readFile(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    await writeFile(damaged, bytes);
    await copyFile(`${file}.sha256`, `${damaged}.sha256`);
    const withSum = await npmRun('db:restore', [damaged, '--yes'], env);
    expect(withSum.code).toBe(1);
    expect(withSum.out).toContain('its checksum does not match its .sha256 file');
    // Without the .sha256 beside it, the file's own checks still catch it.
    await rm(`${damaged}.sha256`);
    const alone = await npmRun('db:restore', [damaged, '--yes'], env);
    expect(alone.code).toBe(1);
    expect(alone.out).toContain('is damaged or not a shop backup');
    expect(existsSync(join(temp.dir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${temp.dir}.restoring`)).toBe(false);
  }, 60_000);

  it('restores into a deleted data dir: every order confirmed before the snapshot, whole, and nothing half-present', async () => {
    await rm(temp.dir, { recursive: true, force: true });
    const restore = await npmRun('db:restore', [file], env);
    expect(restore.out, restore.out).toContain('checksums good');
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toContain('every table has the rows and digest its manifest records');
    expect(restore.out).toContain('New invoice series JC2 (credit notes CN2) starts with the next invoice');
    // The data dir is gone, so its secret too: a new one, and the links open again through INVOICE_SIGNING_SECRET.
    expect(restore.out).toContain('so a new one was made');

    // Read before a shop starts on it (its mail worker then sends what was waiting in the outbox).
    const cluster = await startEmbeddedPostgres({ dataDir: temp.dir, port: 0 });
    const check = new pg.Client({ connectionString: cluster.url });
    await check.connect();
    await check.query(FIXED_OUTPUT);
    // document_series has the restore's new series besides the backup's rows (docs/backups.md).
    for (const table of manifest.tables.filter((t) => t.name !== 'document_series')) {
      const restoredTable = { table: table.name, ...(await tableDigest(check, table)) };
      expect(restoredTable).toEqual({ table: table.name, rows: table.rows, digest: table.digest });
    }
    await check.end();
    await cluster.stop();

    const shop = await startShopOnDataDir();
    const db = await clusterClient(temp.dir);
    const restored = new Set(
      (await db.query<{ order_number: string }>('SELECT order_number FROM orders')).rows.map((r) => r.order_number),
    );
    const before = placed.filter((o) => o.confirmedAt < backupBegan);
    const after = placed.filter((o) => o.sentAt > backupEnded);
    expect(before.length).toBeGreaterThan(5);
    for (const order of before) expect(restored.has(order.orderNumber), order.orderNumber).toBe(true);
    for (const order of after) expect(restored.has(order.orderNumber), order.orderNumber).toBe(false);
    for (const order of placed.filter((o) => restored.has(o.orderNumber))) {
      expect(await orderContent(db, order.orderNumber)).toBe(liveContent.get(order.orderNumber));
    }
    // None half-present: each restored order has its line, its 'placed' event and its confirmation mail.
    const { rows: incomplete } = await db.query(
      `SELECT o.order_number FROM orders o
       WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)
          OR NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.status = 'placed')
          OR NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.order_id = o.id)`,
    );
    expect(incomplete).toEqual([]);
    try {
      await afterRestore(shop, db);
    } finally {
      await db.end();
      await stopShop(shop);
    }
  }, 120_000);

  async function afterRestore(shop: ShopProcess, db: pg.Client) {
    const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n;
    const orders = await count();
    // An idempotency key used before the backup still answers with its order, placing none.
    const first = placed[0]!;
    const replay = await fetch(`${shop.url}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': first.key, 'X-Forwarded-For': first.address },
      body: JSON.stringify(first.body),
    });
    const replayed = (await replay.json()) as { data: { order: { orderNumber: string } } };
    expect(replayed.data.order.orderNumber).toBe(first.orderNumber);
    expect(await count()).toBe(orders);

    const product = (
      await db.query<{ id: string; colour: string }>(
        `SELECT p.id, pc.name AS colour FROM products p JOIN product_colors pc ON pc.product_id = p.id AND pc.position = 0
       WHERE p.stock > 100 LIMIT 1`,
      )
    ).rows[0]!;
    const next = await placeOrder(shop.url, { ...product, name: '', price: 0, stock: 1 });
    const serials = async () =>
      (
        await db.query<{ order_number: string; invoice_number: string | null }>(
          'SELECT order_number, invoice_number FROM orders ORDER BY invoice_number',
        )
      ).rows;
    await within(10_000, async () => (await serials()).every((r) => r.invoice_number), 'invoice serials given');
    const all = await serials();
    // The backup's serials (series 1) and those given since the restore (series 2: orders of the snapshot still
    // waiting for one, then the order after the restore, last): each 1..N without a gap or a repeat.
    const serialsOf = (prefix: string) =>
      all
        .filter((r) => r.invoice_number!.startsWith(`${prefix}/`))
        .map((r) => Number(r.invoice_number!.split('/').at(-1)));
    const [series1, series2] = [serialsOf('JC'), serialsOf('JC2')];
    expect(series1.length + series2.length).toBe(all.length);
    for (const numbers of [series1, series2]) expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(all.at(-1)!.order_number).toBe(next.orderNumber);
    expect(all.at(-1)!.invoice_number).toMatch(/^JC2\/\d\d-\d\d\/\d{6}$/);
  }

  it('refuses to restore over the data of a running shop', async () => {
    const shop = await startShopOnDataDir();
    const refused = await npmRun('db:restore', [file, '--yes'], env);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/A PostgreSQL \(pid \d+, port \d+\) is running on .*: a shop is using it/);
    expect(shop.child.exitCode).toBe(null);
    await stopShop(shop);
  }, 60_000);
});
