import type { PoolClient } from 'pg';
import type { Pool } from './pool';

export type { PoolClient };

export interface Transaction {
  /** Ends the transaction with ROLLBACK instead of COMMIT once `work` returns (nothing it wrote is kept). */
  rollbackInstead(): void;
}

type Work<T> = (client: PoolClient, transaction: Transaction) => Promise<T>;

/**
 * Runs `work` in one transaction on a connection of `pool`: COMMIT when it returns, ROLLBACK when it
 * throws (or asked for with `rollbackInstead()`), and the connection goes back to the pool either way.
 * Locks taken inside (FOR UPDATE, pg_advisory_xact_lock, LOCK TABLE) last until that end.
 */
export async function withTransaction<T>(pool: Pool, work: Work<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await transactionOn(client, work);
  } finally {
    client.release();
  }
}

/** The same on a connection the caller holds (and releases), e.g. one keeping a session-level lock. */
export async function transactionOn<T>(client: PoolClient, work: Work<T>): Promise<T> {
  let rollback = false;
  await client.query('BEGIN');
  try {
    const result = await work(client, { rollbackInstead: () => (rollback = true) });
    await client.query(rollback ? 'ROLLBACK' : 'COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
