import { lockedMessage, SIGN_IN_FAILED } from '../../api-schema/adminAuth';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import type { Operator } from './operators';
import { passwordMatches } from './passwords';

/** Failed sign-ins in a row that lock an account, and for how long. */
export const LOCKOUT = { failures: 5, minutes: 15 };

interface OperatorRow {
  id: string;
  email: string;
  password_hash: string;
  locked_minutes: number | null;
}

/**
 * The operator whose email and password these are. A wrong password counts against the account;
 * the fifth in a row locks it for 15 minutes, during which even the right password is refused
 * (and its open sessions stop working: see touchSession). An unknown email costs the same time.
 */
export async function signIn(pool: Pool, email: string, password: string): Promise<Operator> {
  const { rows } = await pool.query<OperatorRow>(
    `SELECT id::text AS id, email, password_hash,
            CASE WHEN locked_until > now() THEN ceil(extract(epoch FROM locked_until - now()) / 60)::int END AS locked_minutes
     FROM operators WHERE lower(email) = lower($1)`,
    [email],
  );
  const row = rows[0];
  if (row?.locked_minutes) throw new HttpError(423, lockedMessage(row.locked_minutes));
  const matches = await passwordMatches(row?.password_hash, password);
  if (!row) throw new HttpError(401, SIGN_IN_FAILED);
  if (!matches) {
    const locked = await pool.query<{ locked: boolean }>(
      `UPDATE operators SET
         failed_sign_ins = CASE WHEN failed_sign_ins + 1 >= $2 THEN 0 ELSE failed_sign_ins + 1 END,
         locked_until = CASE WHEN failed_sign_ins + 1 >= $2 THEN now() + make_interval(mins => $3) ELSE locked_until END
       WHERE id = $1 RETURNING locked_until > now() AS locked`,
      [row.id, LOCKOUT.failures, LOCKOUT.minutes],
    );
    if (locked.rows[0]?.locked) throw new HttpError(423, lockedMessage(LOCKOUT.minutes));
    throw new HttpError(401, SIGN_IN_FAILED);
  }
  await pool.query('UPDATE operators SET failed_sign_ins = 0, locked_until = NULL WHERE id = $1', [row.id]);
  return { id: row.id, email: row.email };
}
