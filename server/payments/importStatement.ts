import { createHash } from 'node:crypto';
import {
  STATEMENT_OUTCOMES,
  type StatementImportInput,
  type StatementOutcome,
  type StatementResult,
} from '../../api-schema/adminPayments';
import { audit, type Operator } from '../http/operator';
import { withTransaction as inTransaction, type PoolClient } from '../db/transaction';
import type { Pool } from '../db/pool';
import { classifyLines } from './classifyLines';
import { matchStatement } from './matchStatement';
import { payLines } from './payLines';
import { statementLines, type StatementLine } from './statementLines';
import { isUtrTaken } from './utrTaken';

const MAX_ROUNDS = 5;

/**
 * Reconciles a bank statement line by line in one transaction: every credit line gets its own outcome and
 * the clean ones are paid; the others are listed with the reason. Importing the same file again changes
 * nothing (its lines answer "already paid"), so a file with one bad line can simply be imported again later.
 */
export async function importStatement(pool: Pool, operator: Operator, input: StatementImportInput) {
  const hash = createHash('sha256').update(input.csv).digest('hex');
  const lines = statementLines(input, hash.slice(0, 8));
  return inTransaction(pool, async (db): Promise<StatementResult> => {
    const seen = await db.query('SELECT 1 FROM statement_imports WHERE file_hash = $1 LIMIT 1', [hash]);
    const result = { alreadyImported: Boolean(seen.rowCount), ...(await reconcile(db, operator, lines, hash)) };
    await db.query('INSERT INTO statement_imports (file_hash, operator_email, result) VALUES ($1, $2, $3)', [
      hash,
      operator.email,
      JSON.stringify({ lines: lines.length, ...result.counts }),
    ]);
    await audit(db, operator, 'payment.statement', hash.slice(0, 12), null, { lines: lines.length, ...result.counts });
    return result;
  });
}

/**
 * Matches and pays under a savepoint: a UTR another transaction (the desk, another import) committed for
 * another order after our match trips the unique index; the match is then run again and reads that line as a
 * conflict. Each retry needs one more such commit of this file's UTRs.
 */
async function reconcile(db: PoolClient, operator: Operator, lines: StatementLine[], hash: string) {
  for (let attempt = 1; ; attempt++) {
    await db.query('SAVEPOINT statement_lines');
    try {
      const { results, toPay } = classifyLines(lines, await matchStatement(db, lines));
      await payLines(db, operator, toPay, `statement ${hash.slice(0, 8)}`);
      await db.query('RELEASE SAVEPOINT statement_lines');
      const counts = Object.fromEntries(STATEMENT_OUTCOMES.map((o) => [o, 0])) as Record<StatementOutcome, number>;
      for (const line of results) counts[line.outcome]++;
      return { counts, lines: results };
    } catch (error) {
      // Past a few rounds the refusal is no race but a mistake of ours: fail loudly rather than spin.
      if (!isUtrTaken(error) || attempt === MAX_ROUNDS) throw error;
      await db.query('ROLLBACK TO SAVEPOINT statement_lines');
    }
  }
}
