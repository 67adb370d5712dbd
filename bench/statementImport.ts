/**
 * Bank statement import time on a throwaway embedded PostgreSQL:
 *   LOG_LEVEL=silent node --import tsx bench/statementImport.ts [lines=10000] [runs=5]
 * Clones one UPI order placed through the API into `lines` awaiting orders, then imports a statement with one
 * credit per order through POST /api/admin/payments/statement (HTTP in process: parse, validate, match, pay,
 * messages, audit) and again (every line already paid). Between runs the orders go back to awaiting payment.
 * Prints each run and the medians.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deskHeaders, signInToDesk, addOperator } from '../server/http/operator';
import { createApp } from '../server/app';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { migrate } from '../server/db/migrate';
import { createPool } from '../server/db/pool';
import { seedIfEmpty } from '../server/db/seed/index';
import { addDistrictCities } from '../server/delivery/districtCities';
import { loadPinDirectoryIfEmpty } from '../server/delivery/loadPinDirectory';

const LINES = Number(process.argv[2] ?? 10_000);
const RUNS = Number(process.argv[3] ?? 5);
const parent = await mkdtemp(join(tmpdir(), 'bagshop-bench-statement-'));
await chmod(parent, 0o755);
const postgres = await startEmbeddedPostgres({ dataDir: join(parent, 'data'), port: 0 });
const pool = createPool(postgres.url, 10);
try {
  await migrate(pool);
  await loadPinDirectoryIfEmpty(pool);
  await seedIfEmpty(pool);
  await addDistrictCities(pool);
  const app = createApp({
    pool,
    payments: { upi: { vpa: 'jholaandco@okhdfcbank', name: 'Jhola & Co.' }, windowMinutes: 600 },
  });
  await addOperator(pool, 'bench@jholaandco.in', 'bench operator password');
  const desk = deskHeaders(
    await signInToDesk((path, init) => app.request(path, init), 'bench@jholaandco.in', 'bench operator password'),
  );
  const post = (path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...desk },
      body: JSON.stringify(body),
    });

  const {
    rows: [product],
  } = await pool.query<{ id: string; colour: string }>(
    `SELECT p.id, pc.name AS colour FROM products p JOIN product_colors pc ON pc.product_id = p.id AND pc.position = 0
     WHERE p.stock > 0 ORDER BY p.id LIMIT 1`,
  );
  const placed = await post('/api/orders', {
    agreement: true,
    paymentMode: 'upi',
    products: [{ productId: product!.id, quantity: 1, color: product!.colour }],
    shippingInfo: {
      name: 'Bench Shopper',
      email: 'bench@example.in',
      phone: '9876543210',
      address1: '1 MG Road',
      city: 'pune',
      state: 'Maharashtra',
      pincode: '411001',
    },
  });
  if (placed.status !== 201) throw new Error(`order ${placed.status}: ${await placed.text()}`);
  await cloneOrders(LINES);
  const { rows: orders } = await pool.query<{ order_number: string; total_amount: number }>(
    `SELECT order_number, total_amount FROM orders WHERE order_number LIKE 'BAG-BENCH%' ORDER BY order_number`,
  );
  const csv = [
    'Txn Date,Narration,Ref No./Cheque No.,Withdrawal Amt.,Deposit Amt.',
    ...orders.map((o, i) => `25/11/2026,UPI/P2M/${o.order_number}/BENCH SHOPPER,${9e11 + i},,${o.total_amount}`),
  ].join('\n');
  console.log(`${orders.length} lines, ${(csv.length / 1024).toFixed(0)} KiB`);

  const timed = async () => {
    const began = performance.now();
    const res = await post('/api/admin/payments/statement', { csv });
    const ms = performance.now() - began;
    const { data } = (await res.json()) as { data: { counts: Record<string, number> } };
    if (res.status !== 200) throw new Error(`import ${res.status}`);
    return { ms, counts: data.counts };
  };
  const first: number[] = [];
  const again: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const a = await timed();
    const b = await timed();
    first.push(a.ms);
    again.push(b.ms);
    console.log(
      `run ${run}: import ${a.ms.toFixed(0)} ms (paid ${a.counts.paid}), again ${b.ms.toFixed(0)} ms (already paid ${b.counts.already_paid})`,
    );
    await unpay();
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!.toFixed(0);
  console.log(`median of ${RUNS}: import ${median(first)} ms, same file again ${median(again)} ms`);
} finally {
  await pool.end();
  await postgres.stop();
  await rm(parent, { recursive: true, force: true });
}

/** `count` copies of the placed order (and its lines), numbered BAG-BENCH00001…, all awaiting payment. */
async function cloneOrders(count: number) {
  const fresh = new Set([
    'id',
    'order_number',
    'idempotency_key',
    'invoice_number',
    'payment_token',
    'invoice_token',
    'cod_confirm_token',
  ]);
  const columns = async (table: string) =>
    (
      await pool.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND is_generated = 'NEVER'
         AND column_default IS DISTINCT FROM 'nextval(''' || $1 || '_id_seq''::regclass)'`,
        [table],
      )
    ).rows.map((r) => r.column_name);
  const kept = (await columns('orders')).filter((c) => !fresh.has(c));
  await pool.query(
    `INSERT INTO orders (order_number, ${kept.join(', ')})
     SELECT 'BAG-BENCH' || lpad(g::text, 5, '0'), ${kept.map((c) => `o.${c}`).join(', ')}
     FROM (SELECT * FROM orders ORDER BY id LIMIT 1) o, generate_series(1, $1) g`,
    [count],
  );
  const lineColumns = (await columns('order_lines')).filter((c) => c !== 'order_id' && c !== 'id');
  await pool.query(
    `INSERT INTO order_lines (order_id, ${lineColumns.join(', ')})
     SELECT c.id, ${lineColumns.map((c) => `l.${c}`).join(', ')}
     FROM orders c, order_lines l WHERE c.order_number LIKE 'BAG-BENCH%' AND l.order_id = (SELECT min(id) FROM orders)`,
  );
}

async function unpay() {
  await pool.query(
    `UPDATE orders SET payment_state = 'awaiting_payment', paid_reference = NULL, paid_amount = 0, paid_at = NULL
     WHERE order_number LIKE 'BAG-BENCH%'`,
  );
  await pool.query(`DELETE FROM payment_events WHERE kind = 'received'`);
}
