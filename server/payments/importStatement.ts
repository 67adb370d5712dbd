import { createHash } from 'node:crypto';
import type { StatementImportInput, StatementResult } from '../../api-schema/adminPayments';
import { audit } from '../admin/audit';
import { withTransaction as inTransaction } from '../db/transaction';
import type { Operator } from '../admin/operators';
import type { Pool } from '../db/pool';
import { normaliseOrderNumber } from '../orders/orderNumber';
import { markPaid } from './markPaid';
import { statementLines, type StatementLine } from './statementLines';

interface Candidate {
  order_number: string;
  total_amount: number;
  payment_state: string | null;
  paid_reference: string | null;
}

const ORDER_IN_TEXT = /BAG-?[0-9A-Z]{10}/i;
const UTR_IN_TEXT = /\b\d{12}\b/;

/**
 * Reconciles a bank statement in one transaction: each credit is matched to an order by the order number
 * in its narration, else by the UTR the shopper claimed; an exact amount marks the order paid. A file
 * is known by its hash: importing it again changes nothing and answers the first import's result.
 */
export async function importStatement(pool: Pool, operator: Operator, input: StatementImportInput) {
  const lines = statementLines(input);
  const hash = createHash('sha256').update(input.csv).digest('hex');
  return inTransaction(pool, async (db): Promise<StatementResult> => {
    const first = await db.query(
      `INSERT INTO statement_imports (file_hash, operator_email, result) VALUES ($1, $2, '{}') ON CONFLICT DO NOTHING RETURNING id`,
      [hash, operator.email],
    );
    if (!first.rowCount) {
      const { rows } = await db.query<{ result: StatementResult }>(
        'SELECT result FROM statement_imports WHERE file_hash = $1',
        [hash],
      );
      return { ...rows[0]!.result, alreadyImported: true };
    }
    const result: StatementResult = { alreadyImported: false, matched: [], mismatched: [], unmatched: [] };
    for (const line of lines) {
      const reference =
        line.reference || line.narration.match(UTR_IN_TEXT)?.[0] || `statement ${hash.slice(0, 8)} line ${line.line}`;
      const order = await findCandidate(db, line, reference);
      if (!order) {
        result.unmatched.push({ ...line, why: 'No order number or claimed UTR matches' });
      } else if (order.total_amount !== line.amount) {
        result.mismatched.push({
          ...line,
          why: 'The amount is not the order total',
          orderNumber: order.order_number,
          expected: order.total_amount,
        });
      } else if (order.payment_state !== 'awaiting_payment') {
        if (order.paid_reference !== reference)
          result.unmatched.push({ ...line, why: `${order.order_number} is not awaiting payment` });
      } else {
        await markPaid(db, {
          orderNumber: order.order_number,
          reference,
          amount: line.amount,
          source: `statement ${hash.slice(0, 8)}`,
          alsoRecord: (tx) =>
            audit(
              tx,
              operator,
              'payment.received',
              order.order_number,
              { paymentState: 'awaiting_payment' },
              { paymentState: 'paid', utr: reference, amount: line.amount, statementLine: line.line },
            ),
        });
        result.matched.push({ line: line.line, orderNumber: order.order_number, amount: line.amount, reference });
      }
    }
    await db.query('UPDATE statement_imports SET result = $2 WHERE file_hash = $1', [hash, JSON.stringify(result)]);
    await audit(db, operator, 'payment.statement', hash.slice(0, 12), null, {
      lines: lines.length,
      matched: result.matched.length,
      mismatched: result.mismatched.length,
      unmatched: result.unmatched.length,
    });
    return result;
  });
}

async function findCandidate(db: Pick<Pool, 'query'>, line: StatementLine, reference: string) {
  const number = line.narration.match(ORDER_IN_TEXT)?.[0];
  const byNumber = number
    ? normaliseOrderNumber(number.toUpperCase().startsWith('BAG-') ? number : `BAG-${number.slice(3)}`)
    : null;
  const { rows } = await db.query<Candidate>(
    `SELECT order_number, total_amount, payment_state, paid_reference FROM orders
     WHERE payment_mode = 'upi' AND (order_number = $1 OR claimed_utr = $2 OR paid_reference = $2)
     ORDER BY (order_number = $1) DESC LIMIT 1`,
    [byNumber, reference],
  );
  return rows[0];
}
