import type { Pool } from '../../db/pool';
import type { Operator } from './operators';
import { passwordMatches } from './passwords';
import { clearFailures, recordFailure, secondsToWait } from './signInThrottle';

export type SignInResult =
  { outcome: 'signed-in'; operator: Operator } | { outcome: 'refused' } | { outcome: 'throttled'; seconds: number };

/**
 * The operator whose email and password these are, as seen from `client` (the caller's address).
 * A known and an unknown email take the same path: the same throttle check, one argon2 verify (a decoy
 * hash for an unknown email) and the same failure statement (signInThrottle.ts), so neither the answer
 * nor its time says whether the email has an account. Nothing here ends a session or refuses the right
 * password from another address (docs/decisions/013-desk-sign-in-and-links.md).
 */
export async function signIn(pool: Pool, email: string, password: string, client: string): Promise<SignInResult> {
  const seconds = await secondsToWait(pool, email, client);
  if (seconds > 0) return { outcome: 'throttled', seconds };
  const { rows } = await pool.query<{ id: string; email: string; password_hash: string }>(
    'SELECT id::text AS id, email, password_hash FROM operators WHERE lower(email) = lower($1)',
    [email.trim()],
  );
  const row = rows[0];
  const matches = await passwordMatches(row?.password_hash, password);
  if (!row || !matches) {
    await recordFailure(pool, email, client);
    return { outcome: 'refused' };
  }
  await clearFailures(pool, email, client);
  return { outcome: 'signed-in', operator: { id: row.id, email: row.email } };
}
