import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from '../../server/db/pool';
import type { StockedProduct } from './orderFixtures';

const dir = mkdtempSync(join(tmpdir(), 'invoices-'));

/** The PDF's text as poppler's pdftotext lays it out (Debian poppler-utils). */
export function pdfText(pdf: ArrayBuffer | Buffer, name = `invoice-${Date.now()}-${Math.random()}.pdf`): string {
  const file = join(dir, name);
  writeFileSync(file, Buffer.isBuffer(pdf) ? pdf : Buffer.from(pdf));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** An in-stock product taxed at `rate` percent, with plenty of stock. */
export async function productAtRate(pool: Pool, rate: number, offset = 0): Promise<StockedProduct & { hsn: string }> {
  const { rows } = await pool.query<StockedProduct & { hsn: string }>(
    `SELECT p.id, p.product_name AS name, p.new_price AS price, p.stock, pc.name AS colour, p.hsn_code AS hsn
     FROM products p JOIN product_colors pc ON pc.product_id = p.id AND pc.position = 0
     WHERE p.gst_rate = $1 ORDER BY p.id OFFSET $2 LIMIT 1`,
    [rate, offset],
  );
  const product = rows[0];
  if (!product) throw new Error(`No product at ${rate} %`);
  await pool.query('UPDATE product_colors SET stock = 1000 WHERE product_id = $1', [product.id]);
  return product;
}
