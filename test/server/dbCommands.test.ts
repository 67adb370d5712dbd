import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../server/db/embedded';

let parent: string;
let dataDir: string;

/** Runs `npm run <script>` as a developer would, on this test's own data dir, with piped stdin. */
function npmRun(script: string, args: string[] = [], input = '') {
  const env: NodeJS.ProcessEnv = { ...process.env, PG_DATA_DIR: dataDir, PG_PORT: '0' };
  delete env.DATABASE_URL;
  return new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', script, '--', ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out }));
    child.stdin.end(input);
  });
}

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'bagshop-dbcmd-'));
  // initdb runs as the unprivileged `postgres` user (we are root), which must be able to enter the folder.
  await chmod(parent, 0o755);
  dataDir = join(parent, 'pg');
});

afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('database commands', () => {
  it('db:reset asks first, and without a terminal to answer deletes nothing', async () => {
    const { code, out } = await npmRun('db:reset');
    expect(code).toBe(1);
    expect(out).toContain('npm run db:reset -- --yes');
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);

  it('db:reset --yes makes a fresh seeded cluster; db:seed then leaves the catalogue alone', async () => {
    const reset = await npmRun('db:reset', ['--yes']);
    expect(reset.out).toMatch(/Reset done: \d{2,} demo products seeded, no orders\./);
    expect(reset.code).toBe(0);
    const seed = await npmRun('db:seed');
    expect(seed.out).toContain('The catalogue is not empty; nothing seeded');
    expect(seed.code).toBe(0);
    // The commands stopped the cluster they started.
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
  }, 180_000); // initdb, migrations and the seed in child processes: minutes on a loaded 2-core machine

  it('with a shop running on the data dir: db:reset refuses, db:psql uses it and stops nothing', async () => {
    const running = await startEmbeddedPostgres({ dataDir, port: 0 });
    try {
      const client = new pg.Client({ connectionString: running.url });
      await client.connect();
      await client.query("UPDATE products SET product_name = 'Marker bag' WHERE id = (SELECT min(id) FROM products)");

      const reset = await npmRun('db:reset', ['--yes']);
      expect(reset.code).toBe(1);
      expect(reset.out).toMatch(/A PostgreSQL \(pid \d+, port \d+\) is running on/);

      const shell = await npmRun(
        'db:psql',
        ['--tiny'],
        "SELECT product_name FROM products WHERE product_name = 'Marker bag';\n\\q\n",
      );
      expect(shell.out).toContain('the running embedded PostgreSQL');
      expect(shell.out).toContain('Marker bag');
      expect(shell.out).toContain('SELECT 1');
      // Still up and still holding the data the refused reset would have deleted.
      const { rows } = await client.query("SELECT count(*)::int AS n FROM products WHERE product_name = 'Marker bag'");
      expect(rows[0]).toEqual({ n: 1 });
      await client.end();
    } finally {
      await running.stop();
    }
  }, 120_000);
});
