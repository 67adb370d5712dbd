import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createPool, type Pool } from '../../server/db/pool';
import { withTransaction } from '../../server/db/transaction';

// One connection: a temp table lives on it, and a connection not given back would stall the next test.
let pool: Pool;
const names = async () => (await pool.query<{ name: string }>('SELECT name FROM tx_probe ORDER BY name')).rows;

beforeAll(async () => {
  pool = createPool(inject('databaseUrl'), 1);
  await pool.query('CREATE TEMP TABLE tx_probe (name text)');
});
afterAll(() => pool.end());

describe('withTransaction', () => {
  it('commits what the work wrote and returns its result', async () => {
    const result = await withTransaction(pool, async (client) => {
      await client.query(`INSERT INTO tx_probe VALUES ('kept')`);
      return 42;
    });
    expect(result).toBe(42);
    expect(await names()).toEqual([{ name: 'kept' }]);
  });

  it('rolls back and rethrows when the work throws, and gives the connection back', async () => {
    const failing = withTransaction(pool, async (client) => {
      await client.query(`INSERT INTO tx_probe VALUES ('lost')`);
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(await names()).toEqual([{ name: 'kept' }]);
    expect(pool.idleCount).toBe(1);
  });

  it('rolls back without an error when the work asks for it', async () => {
    const result = await withTransaction(pool, async (client, transaction) => {
      await client.query(`INSERT INTO tx_probe VALUES ('undone')`);
      transaction.rollbackInstead();
      return 'nothing kept';
    });
    expect(result).toBe('nothing kept');
    expect(await names()).toEqual([{ name: 'kept' }]);
  });
});
