import type { Pool } from '../db/pool';
import type { StatementLine } from './statementLines';

export interface LineMatch {
  line: number;
  /** The order the line is about (null: none found). */
  id: number | null;
  order_number: string | null;
  total_amount: number | null;
  payment_mode: string | null;
  payment_state: string | null;
  paid_reference: string | null;
  /** The order this line's UTR already paid, if any. */
  utr_paid: string | null;
}

const COLUMNS = 'id, order_number, total_amount, payment_mode, payment_state, paid_reference';

/**
 * Every line's order in two statements whatever the file's length: first the rows any line could be about
 * are locked (in id order, so two imports never deadlock), then each line finds its order by the number
 * in its narration, else a UPI order this UTR paid, else one whose shopper claimed it (an awaiting one first).
 */
export async function matchStatement(db: Pick<Pool, 'query'>, lines: StatementLine[]): Promise<LineMatch[]> {
  const numbers = lines.map((l) => l.orderNumber);
  const utrs = lines.map((l) => l.utr);
  await db.query(
    `SELECT 1 FROM orders WHERE order_number = ANY($1::text[]) OR paid_reference = ANY($2::text[])
       OR claimed_utr = ANY($2::text[]) ORDER BY id FOR UPDATE`,
    [numbers, utrs],
  );
  const { rows } = await db.query<LineMatch>(
    `SELECT l.line, o.id, o.order_number, o.total_amount, o.payment_mode, o.payment_state, o.paid_reference,
            taken.order_number AS utr_paid
     FROM unnest($1::int[], $2::text[], $3::text[]) AS l (line, order_number, utr)
     LEFT JOIN orders taken ON taken.paid_reference = l.utr
     LEFT JOIN LATERAL (
       SELECT c.* FROM (
         SELECT 1 AS rank, ${COLUMNS} FROM orders WHERE order_number = l.order_number
         UNION ALL
         SELECT 2, ${COLUMNS} FROM orders WHERE paid_reference = l.utr AND payment_mode = 'upi'
         UNION ALL
         SELECT 3, ${COLUMNS} FROM orders WHERE claimed_utr = l.utr AND payment_mode = 'upi'
       ) c
       ORDER BY c.rank, (c.payment_state = 'awaiting_payment') DESC, c.id LIMIT 1
     ) o ON true
     ORDER BY l.line`,
    [lines.map((l) => l.line), numbers, utrs],
  );
  return rows;
}
