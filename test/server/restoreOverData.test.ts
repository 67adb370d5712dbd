import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Manifest } from '../../server/db/backup/backupFormat';
import { FIXED_OUTPUT, tableDigest } from '../../server/db/backup/schemaInfo';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded';
import { migrate } from '../../server/db/migrate';
import { createPool, type Pool } from '../../server/db/pool';
import { seedIfEmpty } from '../../server/db/seed/index';
import { addDistrictCities } from '../../server/delivery/districtCities';
import { loadPinDirectoryIfEmpty } from '../../server/delivery/loadPinDirectory';
import { signRestoredLinks } from '../../server/payments/signRestoredLinks';
import { npmRun } from './backupHelpers';
import { productAtRate } from './invoiceHelpers';
import { placeTestOrder, shopperCancel } from './lifecycleFixtures';
import { tempDataDir } from './shopProcess';
import type { TestShop } from './testShop';

let temp: Awaited<ReturnType<typeof tempDataDir>>;
let cluster: EmbeddedServer | undefined;
let pool: Pool | undefined;

beforeAll(async () => {
  temp = await tempDataDir();
});
afterAll(async () => {
  await pool?.end();
  await cluster?.stop();
  await temp.remove();
});

/** A shop over the database at `url`, as the server starts one: migrated and seeded when new, restored links signed. */
async function shopOn(url: string, fresh = false): Promise<TestShop> {
  const db = (pool = createPool(url, 5));
  if (fresh) {
    await migrate(db);
    await loadPinDirectoryIfEmpty(db);
    await seedIfEmpty(db);
    await addDistrictCities(db);
  }
  await signRestoredLinks(db);
  return { app: createApp({ pool: db }), pool: db, close: () => ((pool = undefined), db.end()) };
}

async function issue(shop: TestShop, invoices: number, creditNotes: number) {
  const product = await productAtRate(shop.pool, 18);
  const orders = [];
  for (let i = 0; i < invoices; i++) orders.push(await placeTestOrder(shop, product));
  for (const order of orders.slice(0, creditNotes)) expect((await shopperCancel(shop, order)).status).toBe(200);
}

/** Every invoice and credit-note number the database holds. */
async function documentNumbers(db: Pool) {
  const { rows } = await db.query<{ n: string }>(
    `SELECT invoice_number AS n FROM orders WHERE invoice_number IS NOT NULL
     UNION ALL SELECT credit_note_number FROM credit_notes`,
  );
  return rows.map((r) => r.n);
}

const repeated = (numbers: string[]) => numbers.filter((n, i) => numbers.indexOf(n) !== i);

/** Each table of the backup, as restored: its rows and digest (document_series also has the restore's row). */
async function expectBackupContent(url: string, manifest: Manifest) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(FIXED_OUTPUT);
  for (const table of manifest.tables.filter((t) => t.name !== 'document_series'))
    expect({ table: table.name, ...(await tableDigest(client, table)) }).toEqual({
      table: table.name,
      rows: table.rows,
      digest: table.digest,
    });
  await client.end();
}

// The embedded cluster's data dir stands in for an external database too: DATABASE_URL names one of its databases.
describe('db:restore over a database that has moved on since the backup', { timeout: 600_000 }, () => {
  it('DATABASE_URL and then the embedded data dir: the backup exactly, a new series, no number given twice', async () => {
    cluster = await startEmbeddedPostgres({ dataDir: temp.dir, port: 0 });
    let shop = await shopOn(cluster.url, true);
    await issue(shop, 3, 1);
    const backup = await npmRun('db:backup', [], { DATABASE_URL: cluster.url, BACKUP_DIR: join(temp.dir, '..', 'b') });
    expect(backup.code, backup.out).toBe(0);
    const file = backup.out.trim().split('\n').at(-1)!;
    const manifest = JSON.parse(await readFile(`${file}.manifest.json`, 'utf8')) as Manifest;
    const inBackup = await documentNumbers(shop.pool);
    // An order of the backup, whose link was mailed before the restore.
    const [restoredOrder] = (await shop.pool.query<{ n: string }>('SELECT min(order_number) AS n FROM orders')).rows;
    /** Every number given, in the backup, after it, after each restore: a repeat shows here. */
    const given = [...inBackup];
    const givenSince = async (db: Pool) =>
      given.push(...(await documentNumbers(db)).filter((n) => !inBackup.includes(n)));

    // Documents given after the backup, then the restore over them (the shop stopped: no session left).
    await issue(shop, 6, 2);
    await givenSince(shop.pool);
    const linkOf = async (db: Pool) =>
      (
        await db.query<{ t: string }>('SELECT invoice_token AS t FROM orders WHERE order_number = $1', [
          restoredOrder!.n,
        ])
      ).rows[0]!.t;
    const sentLink = await linkOf(shop.pool);
    await shop.close();
    const overUrl = await npmRun('db:restore', [file, '--yes'], { DATABASE_URL: cluster.url });
    expect(overUrl.code, overUrl.out).toBe(0);
    expect(overUrl.out).toContain('New invoice series JC2 (credit notes CN2)');
    expect(overUrl.out).toContain('it keeps the signing secret of the data it replaced');
    await expectBackupContent(cluster.url, manifest);
    shop = await shopOn(cluster.url);
    expect((await shop.app.request(`/api/invoices/${await linkOf(shop.pool)}.pdf`)).status).toBe(200);
    expect((await shop.app.request(`/api/invoices/${sentLink}.pdf`)).status).toBe(200);
    await issue(shop, 5, 1);
    await givenSince(shop.pool);
    expect(given.filter((n) => /^(JC2|CN2)\//.test(n))).toHaveLength(6);
    await shop.close();
    await cluster.stop();
    cluster = undefined;

    // The same backup over the embedded data dir (it holds series 2 now): kept aside, a series past both.
    const overDir = await npmRun('db:restore', [file, '--yes'], { PG_DATA_DIR: temp.dir });
    expect(overDir.code, overDir.out).toBe(0);
    expect(overDir.out).toContain(`is now in ${temp.dir}.before-restore-`);
    expect(overDir.out).toContain('New invoice series JC3 (credit notes CN3)');
    expect(overDir.out).toContain('it keeps the signing secret of the data it replaced');
    cluster = await startEmbeddedPostgres({ dataDir: temp.dir, port: 0 });
    await expectBackupContent(cluster.url, manifest);
    shop = await shopOn(cluster.url);
    expect((await shop.app.request(`/api/invoices/${sentLink}.pdf`)).status).toBe(200);
    await issue(shop, 5, 1);
    await givenSince(shop.pool);
    expect(given.filter((n) => n.startsWith('JC3/'))).toHaveLength(5);
    expect(given.filter((n) => n.startsWith('CN3/'))).toHaveLength(1);

    // 3 + 6 + 5 + 5 invoices and 1 + 2 + 1 + 1 credit notes, each number given once.
    expect(given).toHaveLength(24);
    expect(repeated(given)).toEqual([]);
  });
});
