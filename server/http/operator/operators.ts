import { MIN_PASSWORD_LENGTH } from '../../../api-schema/adminAuth';
import type { Pool } from '../../db/pool';
import { withTransaction } from '../../db/transaction';
import { hashPassword } from './passwords';

type Queryable = Pick<Pool, 'query'>;

export interface Operator {
  id: string;
  email: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Refuses a weak password or a malformed email with a sentence the person at the terminal can act on. */
export function checkNewOperator(email: string, password: string): string | null {
  if (!EMAIL.test(email)) return `"${email}" is not an email address.`;
  if (password.length < MIN_PASSWORD_LENGTH) return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  return null;
}

/** Adds an operator; false when that email already has an account (nothing changes). */
export async function addOperator(db: Queryable, email: string, password: string): Promise<boolean> {
  const problem = checkNewOperator(email, password);
  if (problem) throw new Error(problem);
  const { rowCount } = await db.query(
    `INSERT INTO operators (email, password_hash) VALUES ($1, $2) ON CONFLICT (lower(email)) DO NOTHING`,
    [email.trim(), await hashPassword(password)],
  );
  return rowCount === 1;
}

/**
 * SHOP_ADMIN_EMAIL / SHOP_ADMIN_PASSWORD at start: the first operator, only while there is none
 * (an advisory lock keeps two processes starting together from both adding one).
 */
export async function ensureFirstOperator(pool: Pool, email: string | undefined, password: string | undefined) {
  if (!email || !password) return false;
  return withTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('first operator'))`);
    const { rows } = await client.query('SELECT 1 FROM operators LIMIT 1');
    return rows.length === 0 && (await addOperator(client, email, password));
  });
}
