import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyResponse } from '../../api-schema/health';
import { dueSince, scheduleBackups } from '../../server/db/backup/backupSchedule';
import { createPool, type Pool } from '../../server/db/pool';
import { sleep, within } from './shopProcess';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
let second: Pool;
let dir: string;
const logged: string[] = [];
const logger = {
  info: (_: unknown, m: string) => logged.push(m),
  warn() {},
  error: (_: unknown, m: string) => logged.push(m),
};

beforeAll(async () => {
  shop = await createTestShop();
  second = createPool(shop.pool.options.connectionString!, 2);
  dir = await mkdtemp(join(tmpdir(), 'bagshop-backups-'));
});

afterAll(async () => {
  await second.end();
  await shop.close();
  await rm(dir, { recursive: true, force: true });
});

const backupsTaken = async () =>
  (await shop.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM backups')).rows[0]!.n;
const files = async () => (await readdir(dir)).filter((f) => f.endsWith('.backup.gz'));
const ready = async () => (await bodyOf(await shop.app.request('/api/ready'), readyResponse)).data;

describe('the daily backup', () => {
  it('is due from the latest BACKUP_HOUR:00 IST', () => {
    // 02:30 IST on the 26th: the 25th's 03:00 IST slot; 03:30 IST: the 26th's.
    expect(dueSince(new Date('2026-11-25T21:00:00Z'), 3).toISOString()).toBe('2026-11-24T21:30:00.000Z');
    expect(dueSince(new Date('2026-11-25T22:00:00Z'), 3).toISOString()).toBe('2026-11-25T21:30:00.000Z');
  });

  it('is taken by one of two processes, again only when a day is missed, keeping BACKUP_KEEP', async () => {
    expect((await ready()).backup).toMatchObject({ lastAt: null, warning: expect.stringContaining('No backup') });
    const url = shop.pool.options.connectionString!;
    const settings = { dir, hour: 3, keep: 2 };
    const processes = [shop.pool, second].map((pool) =>
      scheduleBackups({ url, pool, settings, logger, firstCheckMs: 0, checkEveryMs: 150 }),
    );
    try {
      await within(30_000, async () => (await backupsTaken()) >= 1, 'first backup');
      await sleep(1500);
      expect(await backupsTaken()).toBe(1);
      expect(await files()).toHaveLength(1);
      const fresh = (await ready()).backup!;
      expect(fresh.ageHours).toBeLessThan(0.1);
      expect(fresh.warning).toBeUndefined();

      // A missed day: the age warns, and the next check takes one backup (not two).
      for (let missed = 1; missed <= 2; missed++) {
        await shop.pool.query("UPDATE backups SET taken_at = taken_at - interval '27 hours'");
        if (missed === 1) expect((await ready()).backup!.warning).toMatch(/2[78](\.\d)? hours old, over 26/);
        await within(30_000, async () => (await backupsTaken()) === 1 + missed, 'catch-up backup');
        await sleep(1000);
        expect(await backupsTaken()).toBe(1 + missed);
      }
      expect(await files()).toHaveLength(2);
      expect(logged.filter((m) => m === 'daily backup taken')).toHaveLength(3);
    } finally {
      for (const p of processes) p.stop();
    }
  }, 90_000);
});
