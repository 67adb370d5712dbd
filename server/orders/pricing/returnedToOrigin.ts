import type { Pool } from '../../db/pool';
import { PHONE_KEY_SQL, phoneKey } from './phoneKey';

type Queryable = Pick<Pool, 'query'>;

export interface ReturnedToOriginCounts {
  /** Parcels returned to origin per phone key (last ten digits; see phoneKey). */
  byPhone: Map<string, number>;
  /** Parcels returned to origin per delivery PIN code. */
  byPincode: Map<string, number>;
}

/**
 * How many orders came back to the shop undelivered (status returned_to_origin: refused at the door, address
 * not found, unreachable), per phone and per PIN. The COD rules read a phone's count (docs/pricing.md); the
 * owner's screens may ask for many at once. Phones are matched by their last ten digits.
 */
export async function returnedToOriginCounts(
  db: Queryable,
  { phones = [], pincodes = [] }: { phones?: readonly string[]; pincodes?: readonly string[] },
): Promise<ReturnedToOriginCounts> {
  const keys = [...new Set(phones.map(phoneKey))];
  const { rows } = await db.query<{ kind: 'phone' | 'pin'; key: string; count: number }>({
    name: 'rto-counts',
    text: `SELECT 'phone' AS kind, ${PHONE_KEY_SQL} AS key, count(*)::int AS count FROM orders
           WHERE order_status = 'returned_to_origin' AND ${PHONE_KEY_SQL} = ANY($1) GROUP BY 2
           UNION ALL
           SELECT 'pin', pincode, count(*)::int FROM orders
           WHERE order_status = 'returned_to_origin' AND pincode = ANY($2) GROUP BY 2`,
    values: [keys, [...new Set(pincodes)]],
  });
  const counts: ReturnedToOriginCounts = { byPhone: new Map(), byPincode: new Map() };
  for (const key of keys) counts.byPhone.set(key, 0);
  for (const pin of pincodes) counts.byPincode.set(pin, 0);
  for (const row of rows) (row.kind === 'phone' ? counts.byPhone : counts.byPincode).set(row.key, row.count);
  return counts;
}
