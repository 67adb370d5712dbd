import type { Pool } from '../../server/db/pool';

const DAY = 86_400_000;

export interface Seed {
  at: string;
  status: string;
  mode?: 'cod' | 'upi';
  money?: string;
  /** COD cash collected on delivery, this many days before NOW. */
  paidDaysAgo?: number;
  /** UPI money marked received at this moment. */
  receivedAt?: string;
  /** In a courier's remittance received on this day, which paid this much for the order. */
  remitted?: { on: string; amount: number };
  /** A refund due of the whole total; sent on this day for this much when `on` is set. */
  refund?: { on?: string; amount: number };
  total: number;
}
// A mix of states around India's midnight (18:30 UTC) and the edge of the seven days (00:00 IST on the 19th).
export const SEEDS: Seed[] = [
  { at: '2026-11-24T18:29:59Z', status: 'placed', total: 1000 }, // COD placed: nothing moved
  { at: '2026-11-24T18:30:00Z', status: 'placed', total: 1100 },
  { at: '2026-11-25T05:00:00Z', status: 'placed', mode: 'upi', money: 'awaiting_payment', total: 1200 },
  {
    at: '2026-11-25T06:00:00Z',
    status: 'confirmed',
    mode: 'upi',
    money: 'paid',
    receivedAt: '2026-11-25T06:30:00Z',
    total: 1300,
  },
  { at: '2026-11-25T07:00:00Z', status: 'cancelled', total: 1400 },
  { at: '2026-11-20T07:00:00Z', status: 'packed', total: 1500 },
  // COD collected by the courier, not remitted: the 18th's last second (IST) and the 19th's first.
  { at: '2026-11-18T18:29:59Z', status: 'delivered', money: 'paid', paidDaysAgo: 10, total: 1600 },
  { at: '2026-11-18T18:30:00Z', status: 'delivered', money: 'paid', paidDaysAgo: 2, total: 1700 },
  // COD remitted on the first day of the seven.
  {
    at: '2026-11-10T10:00:00Z',
    status: 'delivered',
    money: 'paid',
    paidDaysAgo: 12,
    remitted: { on: '2026-11-19', amount: 1800 },
    total: 1800,
  },
  // UPI paid on the 21st, returned, refund due but not sent.
  {
    at: '2026-11-21T10:00:00Z',
    status: 'returned',
    mode: 'upi',
    money: 'refund_due',
    receivedAt: '2026-11-21T10:05:00Z',
    refund: { amount: 1900 },
    total: 1900,
  },
  { at: '2026-11-22T10:00:00Z', status: 'return_requested', money: 'paid', paidDaysAgo: 1, total: 2000 },
  { at: '2026-11-23T10:00:00Z', status: 'cancelled', mode: 'upi', money: 'not_paid', total: 2100 }, // expired
  // UPI paid before the seven days, refunded within them.
  {
    at: '2026-11-15T10:00:00Z',
    status: 'cancelled',
    mode: 'upi',
    money: 'refunded',
    receivedAt: '2026-11-15T10:05:00Z',
    refund: { on: '2026-11-24', amount: 2200 },
    total: 2200,
  },
  // UPI paid at 23:59:59 IST on the 24th, returned, ₹2,000 of it refunded today.
  {
    at: '2026-11-24T10:00:00Z',
    status: 'returned',
    mode: 'upi',
    money: 'refunded',
    receivedAt: '2026-11-24T18:29:59Z',
    refund: { on: '2026-11-25', amount: 2000 },
    total: 2300,
  },
  // COD remitted today, ₹50 short.
  {
    at: '2026-11-12T10:00:00Z',
    status: 'delivered',
    money: 'paid',
    paidDaysAgo: 13,
    remitted: { on: '2026-11-25', amount: 1950 },
    total: 2000,
  },
];

/** The rows a real order in each state has: the order, its payment events, refund and remittance. */
export async function seedOrder(pool: Pool, now: Date, s: Seed, i: number) {
  const mode = s.mode ?? 'cod';
  const paidAt = s.receivedAt ?? (s.paidDaysAgo === undefined ? null : new Date(now.getTime() - s.paidDaysAgo * DAY));
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO orders (order_number, created_at, order_status, payment_mode, payment_state, paid_at, paid_amount,
                         name, email, phone, address1, city_id, city_name, state, pincode, subtotal, delivery_charge, total_amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'Meena', 'meena@example.in', '9812345678', '1 MI Road', 'pune', 'Pune',
             'Maharashtra', '411001', $8, 0, $8) RETURNING id`,
    [`BAG-D${i}`, s.at, s.status, mode, s.money ?? null, paidAt, paidAt ? s.total : 0, s.total],
  );
  const id = rows[0]!.id;
  const event = (kind: string, at: string | Date, amount: number) =>
    pool.query(`INSERT INTO payment_events (order_id, kind, amount, actor, at) VALUES ($1, $2, $3, 'shop', $4)`, [
      id,
      kind,
      amount,
      at,
    ]);
  // COD collected on delivery writes 'received' too (settleMoney.ts): it is not the shop's money until remitted.
  if (paidAt) await event('received', paidAt, s.total);
  if (mode === 'upi' && s.money === 'awaiting_payment') await event('awaiting', s.at, 0);
  if (s.refund) {
    await pool.query(
      `INSERT INTO refunds (order_id, amount_due, amount_refunded, reference, refunded_on) VALUES ($1, $2, $3, $4, $5)`,
      [id, s.total, s.refund.on ? s.refund.amount : null, s.refund.on ? `REF-${i}` : null, s.refund.on ?? null],
    );
    if (s.refund.on) await event('refunded', `${s.refund.on}T12:00:00+05:30`, s.refund.amount);
  }
  if (s.remitted) {
    await pool.query(
      `WITH r AS (INSERT INTO cod_remittances (reference, remitted_on, amount, expected, operator_email)
                  VALUES ($2, $3, $4, $5, 'owner@jholaandco.in') RETURNING id)
       INSERT INTO cod_remittance_orders (order_id, remittance_id, amount) SELECT $1, r.id, $5 FROM r`,
      [id, `SEED-${i}`, s.remitted.on, s.remitted.amount, s.total],
    );
    await event('remitted', `${s.remitted.on}T12:00:00+05:30`, s.total);
  }
}
