import type { RemittanceInput } from '../../api-schema/adminRemittances';
import { audit, type Operator } from '../http/operator';
import type { Pool } from '../db/pool';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../http/respond';
import { recordPaymentEvent } from './paymentEvents';
import { findRemittance } from './remittances';
import { identifiersFromCsv, lockCoveredOrders, type CoveredOrder } from './remittanceOrders';

/**
 * Records a courier's COD remittance in one transaction (docs/desk.md): the remittance row, its orders (each
 * order's cash is remitted once: the primary key of cod_remittance_orders), a 'remitted' payment event per
 * order and the audit line. The same reference again with the same details answers `changed: false`; with
 * other details, or an order already in another remittance, a 409 that changes nothing.
 */
export function recordRemittance(pool: Pool, operator: Operator, input: RemittanceInput) {
  const identifiers = [...(input.orders ?? []), ...(input.csv ? identifiersFromCsv(input.csv) : [])];
  return withTransaction(pool, async (db) => {
    const orders = await lockCoveredOrders(db, identifiers);
    const expected = orders.reduce((sum, o) => sum + o.amount, 0);
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO cod_remittances (reference, remitted_on, amount, expected, operator_email)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (reference) DO NOTHING RETURNING id`,
      [input.reference, input.remittedOn, input.amount, expected, operator.email],
    );
    const id = inserted.rows[0]?.id;
    if (!id) return { remittance: await sameAsBefore(db, input, orders), changed: false };
    await refuseRemittedTwice(db, orders);
    for (const order of orders) {
      await db.query('INSERT INTO cod_remittance_orders (order_id, remittance_id, amount) VALUES ($1, $2, $3)', [
        order.id,
        id,
        order.amount,
      ]);
      await recordPaymentEvent(db, order.id, {
        kind: 'remitted',
        amount: order.amount,
        reference: input.reference,
        actor: 'shop',
        source: 'courier remittance',
      });
    }
    const remittance = (await findRemittance(db, input.reference))!;
    await audit(db, operator, 'cod.remittance', input.reference, null, {
      remittedOn: input.remittedOn,
      amount: input.amount,
      expected,
      shortfall: remittance.shortfall,
      orders: remittance.orders,
    });
    return { remittance, changed: true };
  });
}

async function sameAsBefore(db: Pick<Pool, 'query'>, input: RemittanceInput, orders: CoveredOrder[]) {
  const before = (await findRemittance(db, input.reference))!;
  const same =
    before.remittedOn === input.remittedOn &&
    before.amount === input.amount &&
    before.orders.join() ===
      orders
        .map((o) => o.orderNumber)
        .sort()
        .join();
  if (!same)
    throw new HttpError(
      409,
      `Remittance ${input.reference} is already recorded (${before.remittedOn}, ₹${before.amount}, ${before.orders.length} orders) with other details.`,
    );
  return before;
}

async function refuseRemittedTwice(db: Pick<Pool, 'query'>, orders: CoveredOrder[]) {
  const { rows } = await db.query<{ order_number: string; reference: string }>(
    `SELECT o.order_number, r.reference FROM cod_remittance_orders ro
     JOIN cod_remittances r ON r.id = ro.remittance_id JOIN orders o ON o.id = ro.order_id
     WHERE ro.order_id = ANY($1::bigint[]) ORDER BY o.order_number`,
    [orders.map((o) => o.id)],
  );
  if (rows.length)
    throw new HttpError(
      409,
      `Already remitted: ${rows.map((r) => `${r.order_number} (in ${r.reference})`).join(', ')}. Nothing was recorded.`,
    );
}
