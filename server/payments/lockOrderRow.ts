import { ORDER_NOT_FOUND } from '../../api-schema/orderTracking';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import type { OrderRow } from '../orderRecords/orderShape';

/** The order row, locked for the rest of the caller's transaction; 404 when there is none. */
export async function lockOrderRow(db: Pick<Pool, 'query'>, orderNumber: string): Promise<OrderRow> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM orders WHERE order_number = $1 FOR UPDATE', [orderNumber]);
  if (!rows[0]) throw new HttpError(404, ORDER_NOT_FOUND);
  return rows[0];
}
