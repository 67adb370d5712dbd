import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freePort } from '../../server/db/freePort';
import { openLastingConnection } from '../../server/db/lastingConnection';
import { sleep, within } from './shopProcess';

let admin: pg.Client;
beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseUrl') });
  await admin.connect();
});
afterAll(() => admin.end());

/** The backends of one owner, by its application_name. */
const backends = async (name: string) =>
  (await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [name])).rows;

describe('a lasting connection', () => {
  it('lost five times in a row: one connection again each time, never two', async () => {
    const name = `lasting ${randomBytes(4).toString('hex')}`;
    let ups = 0;
    const connection = openLastingConnection({
      config: { connectionString: inject('databaseUrl'), application_name: name },
      setUp: async (client) => void (await client.query('LISTEN lasting_test')),
      onUp: () => ups++,
      minDelayMs: 20,
      maxDelayMs: 200,
    });
    await connection.up;
    let most = 0;
    for (let loss = 1; loss <= 5; loss++) {
      const [backend] = await backends(name);
      await admin.query('SELECT pg_terminate_backend($1)', [backend!.pid]);
      await within(
        10_000,
        async () => {
          const now = await backends(name);
          most = Math.max(most, now.length);
          return now.length === 1 && now[0]!.pid !== backend!.pid && ups === loss + 1;
        },
        `connected again after loss ${loss}`,
      );
    }
    await connection.close();
    expect(most).toBe(1);
    expect(await backends(name)).toEqual([]);
  });

  it('against a database that refuses: one dial at a time with growing pauses, none after close', async () => {
    const failures: string[] = [];
    const connection = openLastingConnection({
      config: { connectionString: `postgres://x:y@127.0.0.1:${await freePort(0)}/x` },
      log: (message) => void (message.startsWith('could not connect') && failures.push(message)),
      minDelayMs: 20,
      maxDelayMs: 200,
    });
    await sleep(2000);
    await connection.close();
    const dials = failures.length;
    // Pauses of at least 10, 20, 40, 80, then 100 ms: at most 5 + 2000 / 100 dials in 2 s; a redial per
    // failure and per lost connection would double them each time.
    console.info(`refused for 2 s: ${dials} dials`);
    expect(dials).toBeGreaterThanOrEqual(3);
    expect(dials).toBeLessThanOrEqual(26);
    await sleep(500);
    expect(failures.length).toBe(dials);
  });
});
