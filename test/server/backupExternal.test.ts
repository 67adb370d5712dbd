import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmRun } from './backupHelpers';
import { createTestShop, type TestShop } from './testShop';

let source: TestShop;
let dir: string;
let admin: pg.Client;
const target = `t_restore_${process.pid}`;
let targetUrl: string;

beforeAll(async () => {
  source = await createTestShop();
  dir = await mkdtemp(join(tmpdir(), 'bagshop-backups-'));
  const sourceUrl = source.pool.options.connectionString!;
  admin = new pg.Client({ connectionString: sourceUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${target}`);
  targetUrl = sourceUrl.replace(/\/[^/]*$/, `/${target}`);
});

afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
  await admin.end();
  await source.close();
  await rm(dir, { recursive: true, force: true });
});

const count = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(sql)).rows[0]!.n;
  } finally {
    await client.end();
  }
};

describe('db:backup and db:restore with DATABASE_URL', () => {
  it('restores an older backup into an empty database and migrates it forward', async () => {
    // A database from before the newest migration (the backups record).
    await source.pool.query("DROP TABLE backups; DELETE FROM schema_migrations WHERE name = '170_backups.sql'");
    await source.pool.query(
      "UPDATE products SET product_name = 'Backed-up bag' WHERE id = (SELECT min(id) FROM products)",
    );
    const backup = await npmRun('db:backup', [], {
      DATABASE_URL: source.pool.options.connectionString!,
      BACKUP_DIR: dir,
    });
    expect(backup.code, backup.out).toBe(0);
    const file = backup.out.trim().split('\n').at(-1)!;

    // Another session on the target (a shop still running) is refused.
    const shopStillConnected = new pg.Client({ connectionString: targetUrl });
    await shopStillConnected.connect();
    const refused = await npmRun('db:restore', [file, '--yes'], { DATABASE_URL: targetUrl });
    await shopStillConnected.end();
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`other session(s) are connected to ${target}`);

    const restore = await npmRun('db:restore', [file], { DATABASE_URL: targetUrl });
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toContain("Migrated forward from the backup's level: 170_backups.sql.");
    const products = 'SELECT count(*)::int AS n FROM products';
    expect(await count(targetUrl, products)).toBe(await count(source.pool.options.connectionString!, products));
    expect(await count(targetUrl, "SELECT count(*)::int AS n FROM products WHERE product_name = 'Backed-up bag'")).toBe(
      1,
    );
    expect(await count(targetUrl, 'SELECT count(*)::int AS n FROM backups')).toBe(0);

    // Now it has tables: without a terminal to confirm, nothing is replaced.
    const again = await npmRun('db:restore', [file], { DATABASE_URL: targetUrl });
    expect(again.code).toBe(1);
    expect(again.out).toContain('npm run db:restore -- <file> --yes');
  }, 90_000);
});
