import type { AdminCoupon, CouponInput } from '../../../api-schema/adminCoupons';
import type { Pool } from '../../db/pool';

type Queryable = Pick<Pool, 'query'>;

const istMinute = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI')`;

// The desk's shape of a coupon row, times on India's clock, with its live uses.
const SELECT = `SELECT c.code, c.kind, c.amount, c.max_discount AS "maxDiscount", c.min_subtotal AS "minSubtotal",
    ${istMinute('c.starts_at')} AS "startsAt", ${istMinute('c.ends_at')} AS "endsAt", c.total_uses AS "totalUses",
    c.uses_per_phone AS "usesPerPhone", c.first_order_only AS "firstOrderOnly", c.active,
    (SELECT count(*) FROM coupon_redemptions r WHERE r.code = c.code AND r.released_at IS NULL)::int AS used,
    to_json(c.updated_at) #>> '{}' AS "updatedAt"
  FROM coupons c`;

export async function listCoupons(db: Queryable): Promise<AdminCoupon[]> {
  return (await db.query<AdminCoupon>(`${SELECT} ORDER BY c.active DESC, c.code`)).rows;
}

export async function findCoupon(db: Queryable, code: string, lock = false): Promise<AdminCoupon | undefined> {
  return (await db.query<AdminCoupon>(`${SELECT} WHERE c.code = $1${lock ? ' FOR UPDATE OF c' : ''}`, [code])).rows[0];
}

/** Creates or replaces the coupon's terms (the caller has locked it, or knows it is new). */
export async function saveCoupon(db: Queryable, code: string, c: CouponInput): Promise<void> {
  await db.query(
    `INSERT INTO coupons AS c (code, kind, amount, max_discount, min_subtotal, starts_at, ends_at, total_uses,
       uses_per_phone, first_order_only, active)
     VALUES ($1, $2, $3, $4, $5, ($6 || '+05:30')::timestamptz, ($7 || '+05:30')::timestamptz, $8, $9, $10, $11)
     ON CONFLICT (code) DO UPDATE SET kind = $2, amount = $3, max_discount = $4, min_subtotal = $5,
       starts_at = ($6 || '+05:30')::timestamptz, ends_at = ($7 || '+05:30')::timestamptz, total_uses = $8,
       uses_per_phone = $9, first_order_only = $10, active = $11, updated_at = now()`,
    [
      code,
      c.kind,
      c.amount,
      c.maxDiscount,
      c.minSubtotal,
      c.startsAt,
      c.endsAt,
      c.totalUses,
      c.usesPerPhone,
      c.firstOrderOnly,
      c.active,
    ],
  );
}

/** The terms alone (what an edit can change), to tell a real change from a repeat. */
export const termsOf = ({ code: _code, used: _used, updatedAt: _at, ...terms }: AdminCoupon): CouponInput => terms;
