import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createPool, type Pool } from '../../server/db/pool';
import { signRestoredLinks } from '../../server/payments/signRestoredLinks';
import { npmRun } from './backupHelpers';
import { productAtRate } from './invoiceHelpers';
import { placeTestOrder, shopperCancel } from './lifecycleFixtures';
import { createTestShop, type TestShop } from './testShop';

let source: TestShop;
let restored: TestShop;
let dir: string;
let admin: pg.Client;
const target = `t_series_${process.pid}`;
let targetUrl: string;

beforeAll(async () => {
  source = await createTestShop();
  dir = await mkdtemp(join(tmpdir(), 'bagshop-series-'));
  const sourceUrl = source.pool.options.connectionString!;
  admin = new pg.Client({ connectionString: sourceUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${target}`);
  targetUrl = sourceUrl.replace(/\/[^/]*$/, `/${target}`);
});

afterAll(async () => {
  await restored?.pool.end();
  await admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
  await admin.end();
  await source.close();
  await rm(dir, { recursive: true, force: true });
});

/** Every invoice and credit note number a shop has given, by order. */
async function documentNumbers(pool: Pool) {
  const { rows } = await pool.query<{ order_number: string; invoice: string; credit_note: string | null }>(
    `SELECT o.order_number, o.invoice_number AS invoice, cn.credit_note_number AS credit_note
     FROM orders o LEFT JOIN credit_notes cn ON cn.order_id = o.id WHERE o.invoice_number IS NOT NULL`,
  );
  return {
    invoices: new Map(rows.map((r) => [r.order_number, r.invoice])),
    creditNotes: rows.flatMap((r) => (r.credit_note ? [r.credit_note] : [])),
  };
}

const repeated = (numbers: string[]) => numbers.filter((n, i) => numbers.indexOf(n) !== i);

async function issue(shop: TestShop, invoices: number, creditNotes: number) {
  const product = await productAtRate(shop.pool, 18);
  const orders = [];
  for (let i = 0; i < invoices; i++) orders.push(await placeTestOrder(shop, product));
  for (const order of orders.slice(0, creditNotes)) expect((await shopperCancel(shop, order)).status).toBe(200);
}

describe('the restore drill: no invoice or credit note number is given twice', () => {
  it('back up, issue 20 invoices and 3 credit notes, restore the backup, issue more: every number once', async () => {
    await issue(source, 4, 1);
    const backup = await npmRun('db:backup', [], {
      DATABASE_URL: source.pool.options.connectionString!,
      BACKUP_DIR: dir,
    });
    expect(backup.code, backup.out).toBe(0);
    const inBackup = await documentNumbers(source.pool);
    // After the backup: documents the shoppers and the accountant hold, which the backup does not.
    await issue(source, 20, 3);
    const before = await documentNumbers(source.pool);
    expect(before.invoices.size).toBe(24);
    expect(before.creditNotes.length).toBe(4);

    const restore = await npmRun('db:restore', [backup.out.trim().split('\n').at(-1)!], { DATABASE_URL: targetUrl });
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toContain('New invoice series JC2 (credit notes CN2) starts with the next invoice');
    const pool = createPool(targetUrl, 5);
    await signRestoredLinks(pool);
    restored = { app: createApp({ pool }), pool, close: () => pool.end() };
    await issue(restored, 25, 4);
    const after = await documentNumbers(pool);

    const fresh = [...after.invoices].filter(([order]) => !inBackup.invoices.has(order)).map(([, n]) => n);
    const invoices = [...before.invoices.values(), ...fresh];
    const creditNotes = [...before.creditNotes, ...after.creditNotes.filter((n) => !before.creditNotes.includes(n))];
    expect(invoices).toHaveLength(49);
    expect(creditNotes).toHaveLength(8);
    expect(repeated(invoices)).toEqual([]);
    expect(repeated(creditNotes)).toEqual([]);

    // The backup's documents keep their numbers; the new ones are of series 2, 16 characters each.
    for (const [order, number] of inBackup.invoices) expect(after.invoices.get(order)).toBe(number);
    expect(fresh).toHaveLength(25);
    for (const number of fresh) expect(number).toMatch(/^JC2\/\d\d-\d\d\/\d{6}$/);
    expect(after.creditNotes.filter((n) => n.startsWith('CN2/'))).toHaveLength(4);

    // Restored into an empty database: a new secret, so the restored order's link is signed anew.
    expect(restore.out).toContain('so a new one was made');
    const [order] = inBackup.invoices.keys();
    const link = async (db: Pool) =>
      (await db.query<{ t: string }>('SELECT invoice_token AS t FROM orders WHERE order_number = $1', [order])).rows[0]!
        .t;
    expect((await restored.app.request(`/api/invoices/${await link(pool)}.pdf`)).status).toBe(200);
    expect((await restored.app.request(`/api/invoices/${await link(source.pool)}.pdf`)).status).toBe(404);
  }, 120_000);
});
