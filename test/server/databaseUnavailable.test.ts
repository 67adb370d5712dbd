import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createApp } from '../../server/app';
import { freePort } from '../../server/db/freePort';
import { createPool, type Pool } from '../../server/db/pool';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../../server/http/databaseErrors';

const role = `limited_${randomBytes(4).toString('hex')}`;
let admin: pg.Client;
beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseUrl') });
  await admin.connect();
  // A role allowed no connection: PostgreSQL refuses it with 53300, as it refuses anyone past max_connections.
  await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'x' CONNECTION LIMIT 0`);
});
afterAll(async () => {
  await admin.query(`DROP ROLE IF EXISTS ${role}`);
  await admin.end();
});

async function caught(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

/** The errors node-postgres really gives when the database cannot take a request. */
const unavailable: [string, () => Promise<Error>][] = [
  [
    '53300 too many connections',
    async () => {
      const url = new URL(inject('databaseUrl'));
      Object.assign(url, { username: role, password: 'x' });
      const pool = createPool(url.href, 1);
      const error = await caught(pool.query('SELECT 1'));
      await pool.end();
      expect(error).toMatchObject({ code: '53300' });
      return error;
    },
  ],
  [
    'connection refused',
    async () => {
      const client = new pg.Client({ connectionString: `postgres://x:y@127.0.0.1:${await freePort(0)}/x` });
      return caught(client.connect());
    },
  ],
  [
    'a client whose connection broke',
    async () => {
      const client = new pg.Client({ connectionString: inject('databaseUrl') });
      client.on('error', () => {});
      await client.connect();
      const ended = new Promise((resolve) => client.once('end', resolve));
      await admin.query('SELECT pg_terminate_backend($1)', [(client as unknown as { processID: number }).processID]);
      await ended;
      const error = await caught(client.query('SELECT 1'));
      expect(error).toMatchObject({ message: expect.stringMatching(/Client has encountered a connection error/) });
      return error;
    },
  ],
];

const failingWith = (error: Error) => {
  const fail = () => Promise.reject(error);
  return { query: fail, connect: fail } as unknown as Pool;
};

describe('an unavailable database answers 503 with Retry-After, not 500', () => {
  it.each(unavailable)('%s', async (_, produce) => {
    const error = await produce();
    expect(isDatabaseUnavailable(error)).toBe(true);
    const res = await createApp({ pool: failingWith(error) }).request('/api/categories/active');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ success: false, message: UNAVAILABLE_MESSAGE });
  });

  it('a pool refused by PostgreSQL (53300) answers 503 end to end', async () => {
    const url = new URL(inject('databaseUrl'));
    Object.assign(url, { username: role, password: 'x' });
    const pool = createPool(url.href, 1);
    const res = await createApp({ pool }).request('/api/categories/active');
    await pool.end();
    expect(res.status).toBe(503);
  });

  it('errors of the request itself stay what they are', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('out of memory'), { code: '53200' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('wrapped'), { cause: { code: '53300' } }))).toBe(true);
  });
});
