import type { Pool } from '../../server/db/pool';

export const digestRecipient = 'owner@jholaandco.in';
const DAY = 86_400_000;

export interface DigestSeed {
  at: string;
  status: string;
  mode: 'cod' | 'upi';
  money?: string;
  paidDaysAgo?: number;
  /** UPI money marked received at this moment. */
  receivedAt?: string;
  total: number;
}
const cod = (at: string, status: string, total: number, extra: Partial<DigestSeed> = {}): DigestSeed => ({
  at,
  status,
  mode: 'cod',
  total,
  ...extra,
});

// The digest of 10 March (IST) reports the 9th: 00:00 IST on the 9th is 18:30 UTC on the 8th, on the 10th 18:30
// UTC on the 9th; the seven days ending on the 9th begin at 00:00 IST on the 3rd (18:30 UTC on the 2nd).
export const DIGEST_SEEDS: DigestSeed[] = [
  cod('2026-03-08T18:29:59Z', 'placed', 1000),
  cod('2026-03-08T18:30:00Z', 'placed', 1100),
  // Paid by UPI yesterday: yesterday's takings.
  {
    at: '2026-03-09T10:00:00Z',
    status: 'confirmed',
    mode: 'upi',
    money: 'paid',
    receivedAt: '2026-03-09T10:30:00Z',
    total: 1250,
  },
  cod('2026-03-09T12:00:00Z', 'cancelled', 1400),
  cod('2026-03-09T18:29:59Z', 'packed', 1550),
  cod('2026-03-09T18:30:00Z', 'placed', 1700),
  cod('2026-03-02T18:29:59Z', 'delivered', 1800, { money: 'paid', paidDaysAgo: 12 }),
  cod('2026-03-02T18:30:00Z', 'delivered', 1_25_000, { money: 'paid', paidDaysAgo: 2 }),
  // Paid on the 5th and returned: in the week's takings until the refund is sent.
  {
    at: '2026-03-05T10:00:00Z',
    status: 'returned',
    mode: 'upi',
    money: 'refund_due',
    receivedAt: '2026-03-05T10:05:00Z',
    total: 2100,
  },
  cod('2026-03-06T10:00:00Z', 'return_requested', 2250, { money: 'paid', paidDaysAgo: 1 }),
  { at: '2026-03-07T10:00:00Z', status: 'placed', mode: 'upi', money: 'awaiting_payment', total: 2400 },
];

/**
 * Orders, messages and stock for the digest's figures; returns the names of the products at stock 2, 5 and 8
 * (under its own threshold of 10), and of one at 6 that is not low.
 */
export async function seedDigestShop(pool: Pool, now: Date): Promise<string[]> {
  for (const [i, s] of DIGEST_SEEDS.entries()) {
    const paidAt = s.receivedAt ?? (s.paidDaysAgo === undefined ? null : new Date(now.getTime() - s.paidDaysAgo * DAY));
    await pool.query(
      `WITH o AS (
         INSERT INTO orders (order_number, created_at, order_status, payment_mode, payment_state, paid_at, paid_amount,
                             name, email, phone, address1, city_id, city_name, state, pincode, subtotal, delivery_charge, total_amount)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'Meena', 'meena@example.in', '9812345678', '1 MI Road', 'pune', 'Pune',
                 'Maharashtra', '411001', $8, 0, $8) RETURNING id)
       INSERT INTO payment_events (order_id, kind, amount, actor, at) SELECT id, 'received', $7, 'shop', $6 FROM o WHERE $6 IS NOT NULL`,
      [`BAG-G${i}`, s.at, s.status, s.mode, s.money ?? null, paidAt, paidAt ? s.total : 0, s.total],
    );
  }
  await pool.query(
    `INSERT INTO contact_messages (name, email, message, handled_at) VALUES
       ('A', 'a@example.in', 'Is the tote waterproof?', NULL), ('B', 'b@example.in', 'Thanks!', now()),
       ('C', 'c@example.in', 'Where is my parcel?', NULL)`,
  );
  // Stock is per colour (ADR 028): every colour 50, then each product's first colour set below.
  await pool.query('UPDATE products SET low_stock_threshold = NULL');
  await pool.query('UPDATE product_colors SET stock = 50');
  // The digest names a low product with its low colours: "Agra Cork Card Holder (Black)".
  const { rows } = await pool.query<{ id: string; name: string }>(
    `SELECT p.id, p.product_name || ' (' || pc.name || ')' AS name
     FROM products p JOIN product_colors pc ON pc.product_id = p.id AND pc.position = 0 ORDER BY p.id LIMIT 5`,
  );
  const set = (n: number, stock: number, threshold: number | null, active = true) =>
    Promise.all([
      pool.query('UPDATE products SET low_stock_threshold = $2, active = $3 WHERE id = $1', [
        rows[n]!.id,
        threshold,
        active,
      ]),
      pool.query('UPDATE product_colors SET stock = $2 WHERE product_id = $1 AND position = 0', [rows[n]!.id, stock]),
    ]);
  await Promise.all([set(0, 2, null), set(1, 5, null), set(2, 8, 10), set(3, 6, null), set(4, 0, null, false)]);
  return rows.slice(0, 4).map((r) => r.name);
}
