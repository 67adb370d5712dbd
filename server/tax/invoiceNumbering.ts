import type { Pool } from '../db/pool';
import { withTransaction } from '../db/transaction';
import { financialYear, formatInvoiceNumber } from './invoiceSerial';

// Any constant shared by every process on the database: one numbering transaction at a time.
const NUMBERING_LOCK = 0x4a43_4e4f; // 'JCNO'
const BATCH = 500;

/**
 * Gives invoice serials to placed orders that have none, oldest order first, in one short transaction
 * that holds the numbering lock (a transaction-level advisory lock, so every process takes turns). The
 * order's own transaction never waits for the counter: orders commit side by side (their fsyncs shared),
 * and one numbering transaction serves every order committed before it began. Serials stay consecutive
 * with no gap and no repeat — a serial is only written in the transaction that advances the counter, and
 * an order that rolled back never reaches it. An order committed just before a crash is numbered by the
 * next batch (any order's, or the invoice link's).
 */
async function numberPending(pool: Pool): Promise<void> {
  while ((await numberBatch(pool)) === BATCH);
}

function numberBatch(pool: Pool): Promise<number> {
  return withTransaction(pool, async (client) => {
    await client.query({ name: 'invoice-lock', text: 'SELECT pg_advisory_xact_lock($1)', values: [NUMBERING_LOCK] });
    // A statement of its own after the lock, so it sees every batch committed before ours.
    const { rows } = await client.query<{ id: number; created_at: Date }>({
      name: 'invoice-pending',
      text: `SELECT id, created_at FROM orders WHERE invoice_number IS NULL AND invoice_token IS NOT NULL
             ORDER BY id LIMIT ${BATCH}`,
    });
    if (rows.length > 0) await assignSerials(client, rows);
    return rows.length;
  });
}

async function assignSerials(client: Pick<Pool, 'query'>, pending: { id: number; created_at: Date }[]) {
  const years = pending.map((o) => financialYear(o.created_at));
  const used = new Map<string, number>();
  for (const fy of years) used.set(fy, (used.get(fy) ?? 0) + 1);
  // The newest series (a restore starts one: document_series) is the one in use.
  const { rows } = await client.query<{ series: number; financial_year: string; last_serial: number }>({
    name: 'invoice-advance',
    text: `INSERT INTO invoice_counters AS c (series, financial_year, last_serial)
           SELECT (SELECT max(series) FROM document_series), u.* FROM unnest($1::text[], $2::int[]) AS u
           ON CONFLICT (series, financial_year) DO UPDATE SET last_serial = c.last_serial + EXCLUDED.last_serial
           RETURNING series, financial_year, last_serial`,
    values: [[...used.keys()], [...used.values()]],
  });
  const next = new Map(rows.map((r) => [r.financial_year, r.last_serial - used.get(r.financial_year)! + 1]));
  const series = rows[0]!.series;
  const numbers = years.map((fy) => {
    const serial = next.get(fy)!;
    next.set(fy, serial + 1);
    return formatInvoiceNumber(fy, serial, series);
  });
  await client.query({
    name: 'invoice-assign',
    text: `UPDATE orders o SET invoice_number = n.number FROM unnest($1::bigint[], $2::text[]) AS n(id, number)
           WHERE o.id = n.id`,
    values: [pending.map((o) => o.id), numbers],
  });
}

interface Turn {
  running?: Promise<void>;
  next?: Promise<void>;
}
const turns = new WeakMap<Pool, Turn>();

/**
 * Resolves once every order committed before the call has its serial. Calls that arrive while a batch
 * runs share the one batch after it, so N concurrent orders cost about two numbering transactions.
 */
export function numberInvoices(pool: Pool): Promise<void> {
  let turn = turns.get(pool);
  if (!turn) turns.set(pool, (turn = {}));
  const mine = turn;
  if (!mine.running) {
    mine.running = numberPending(pool).finally(() => (mine.running = undefined));
    return mine.running;
  }
  return (mine.next ??= mine.running
    .catch(() => {})
    .then(() => {
      mine.next = undefined;
      return numberInvoices(pool);
    }));
}
