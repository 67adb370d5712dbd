import type { Pool } from '../db/pool';

/** Postgres refused a second order with the same paid UTR (the unique index of migration 150). */
export const isUtrTaken = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23505' &&
  (error as { constraint?: unknown }).constraint === 'orders_paid_reference_once';

/** The order a UTR paid, if any. */
export async function orderPaidWith(db: Pick<Pool, 'query'>, utr: string): Promise<string | undefined> {
  const { rows } = await db.query<{ order_number: string }>(
    'SELECT order_number FROM orders WHERE paid_reference = $1',
    [utr],
  );
  return rows[0]?.order_number;
}

/** The 409 message for a UTR that already paid another order, naming it where known. */
export const utrTakenMessage = (utr: string, other: string | undefined) =>
  other ? `UTR ${utr} has already paid order ${other}.` : `UTR ${utr} has already paid another order.`;
