import type { PromisedOrder } from '../../api-schema/promisedOrder';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import { normaliseOrderNumber } from '../orderRecords/orderNumber';
import { findOrder } from '../orderRecords/orders';
import { refuseUnpaid } from './unpaidParcels';

export interface ParcelOrder {
  order: PromisedOrder;
  /** The courier and AWB it shipped with (its latest 'shipped' event), when it has shipped. */
  courier: string | null;
  awb: string | null;
}

export const MAX_PARCELS = 100;

/** The orders of a label or slip print, in the order asked; an unknown number is a 404 naming it. */
export async function parcelOrders(pool: Pool, list: string): Promise<ParcelOrder[]> {
  const numbers = [
    ...new Set(
      list
        .split(',')
        .map((n) => normaliseOrderNumber(n))
        .filter(Boolean),
    ),
  ];
  if (numbers.length === 0) throw new HttpError(400, 'Choose at least one order');
  if (numbers.length > MAX_PARCELS) throw new HttpError(400, `At most ${MAX_PARCELS} orders at once`);
  await refuseUnpaid(pool, numbers);
  const parcels: ParcelOrder[] = [];
  for (const orderNumber of numbers) {
    const order = await findOrder(pool, orderNumber);
    if (!order) throw new HttpError(404, `Order not found: ${orderNumber}`);
    const { rows } = await pool.query<{ courier: string | null; tracking_number: string | null }>(
      `SELECT e.courier, e.tracking_number FROM order_events e JOIN orders o ON o.id = e.order_id
       WHERE o.order_number = $1 AND e.status = 'shipped' ORDER BY e.id DESC LIMIT 1`,
      [orderNumber],
    );
    parcels.push({ order, courier: rows[0]?.courier ?? null, awb: rows[0]?.tracking_number ?? null });
  }
  return parcels;
}
