import type { Pool } from '../../db/pool';
import type { Operator } from './operators';

type Queryable = Pick<Pool, 'query'>;

/** One line of the Activity log: who changed what, from what to what (inside the change's transaction). */
export async function audit(
  db: Queryable,
  operator: Operator,
  action: string,
  subject: string,
  before: unknown,
  after: unknown,
) {
  await db.query(
    `INSERT INTO audit_log (operator_id, operator_email, action, subject, before, after) VALUES ($1, $2, $3, $4, $5, $6)`,
    [operator.id, operator.email, action, subject, JSON.stringify(before ?? null), JSON.stringify(after ?? null)],
  );
}
