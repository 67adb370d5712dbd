import type { Pool } from '../../db/pool';
import type { CouponRow, CouponUses } from './couponVerdict';
import { PHONE_KEY_SQL } from './phoneKey';

type Queryable = Pick<Pool, 'query'>;

/** Codes are kept in capitals; the shopper may type them any way. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * The coupon and its uses. When placing (`lock`), the coupon row is locked first and the uses counted by a
 * second statement, which sees every order committed while we waited: so the use limits are exact however
 * many orders race (one statement would count from the snapshot taken before the wait).
 */
export async function loadCoupon(
  db: Queryable,
  code: string,
  phone: string,
  lock: boolean,
): Promise<{ coupon: CouponRow | undefined; uses: CouponUses }> {
  const found = await db.query<CouponRow>(`SELECT * FROM coupons WHERE code = $1${lock ? ' FOR UPDATE' : ''}`, [code]);
  const coupon = found.rows[0];
  if (!coupon) return { coupon, uses: { used: 0, usedByPhone: 0, phoneOrders: 0 } };
  const counted = await db.query<CouponUses>({
    name: 'coupon-uses',
    text: `SELECT (SELECT count(*) FROM coupon_redemptions WHERE code = $1 AND released_at IS NULL)::int AS "used",
             (SELECT count(*) FROM coupon_redemptions WHERE code = $1 AND released_at IS NULL AND phone_key = $2)::int
               AS "usedByPhone",
             (SELECT count(*) FROM orders WHERE ${PHONE_KEY_SQL} = $2 AND order_status <> 'cancelled')::int AS "phoneOrders"`,
    values: [code, phone],
  });
  return { coupon, uses: counted.rows[0]! };
}

/** The order's use of the coupon, in the order's transaction (the coupon row is still locked). */
export async function redeemCoupon(db: Queryable, orderId: number, code: string, phone: string, discount: number) {
  await db.query('INSERT INTO coupon_redemptions (order_id, code, phone_key, discount) VALUES ($1, $2, $3, $4)', [
    orderId,
    code,
    phone,
    discount,
  ]);
}

/** A cancelled order gives its use back (in the cancellation's transaction); returns and RTOs keep it. */
export async function releaseCoupon(db: Queryable, orderId: number) {
  await db.query('UPDATE coupon_redemptions SET released_at = now() WHERE order_id = $1 AND released_at IS NULL', [
    orderId,
  ]);
}
