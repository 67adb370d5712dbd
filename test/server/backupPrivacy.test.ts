import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponse } from '../../api-schema/responses';
import { takeBackup } from '../../server/db/backup/takeBackup';
import { createMailTransport } from '../../server/mail/transport';
import { codConfirmToken, paymentToken } from '../../server/payments/paymentToken';
import { invoiceSigningSecret, invoiceToken } from '../../server/tax/invoiceToken';
import { orderFor, stockedProducts } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
let dir: string;
const UPI = { vpa: 'jholaandco@okhdfcbank', name: 'Jhola & Co.' };

beforeAll(async () => {
  shop = await createTestShop({ payments: { upi: UPI, windowMinutes: 30 } });
  dir = await mkdtemp(join(tmpdir(), 'backup-privacy-'));
});
afterAll(async () => {
  await shop.close();
  await rm(dir, { recursive: true, force: true });
});

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

/** A folder as older code left it: 0755, a 0644 file in it. */
async function openFolder(path: string, file: string) {
  await mkdir(path, { recursive: true });
  await chmod(path, 0o755);
  await writeFile(join(path, file), 'older', { mode: 0o644 });
  await chmod(join(path, file), 0o644);
}

async function placeOrder(paymentMode: 'cod' | 'upi') {
  const [product] = await stockedProducts(shop.pool);
  const res = await postJson(shop, '/api/orders', { ...orderFor(product!), paymentMode });
  expect(res.status).toBe(201);
  return (await bodyOf(res, orderResponse)).data.order;
}

describe('backups and mail files are private', () => {
  it('a backup is 0600 in a 0700 folder, and an older open folder and its files are tightened', async () => {
    const backups = join(dir, 'backups');
    await openFolder(backups, 'bagshop-older.backup.gz');
    // 'schedule': the daily backup's own call.
    const backup = await takeBackup(shop.pool.options.connectionString!, backups, 'schedule');
    expect((await modeOf(backups)).toString(8)).toBe('700');
    for (const file of [backup.file, `${backup.file}.sha256`, `${backup.file}.manifest.json`]) {
      expect((await modeOf(file)).toString(8), file).toBe('600');
    }
    expect((await modeOf(join(backups, 'bagshop-older.backup.gz'))).toString(8)).toBe('600');
  });

  it('mail written to files (no SMTP_URL) is 0600 in a 0700 folder', async () => {
    const mail = join(dir, 'mail');
    await openFolder(mail, 'older.eml');
    const transport = createMailTransport({ dir: mail });
    await transport.send({
      from: 'shop@example.com',
      to: 'shopper@example.com',
      subject: 'Your order',
      text: 'Hello',
      html: '<p>Hello</p>',
      messageId: '<m1@example.com>',
    });
    expect((await modeOf(mail)).toString(8)).toBe('700');
    for (const file of ['_m1_example.com_.eml', 'older.eml']) {
      expect((await modeOf(join(mail, file))).toString(8), file).toBe('600');
    }
  });
});

describe('a backup file alone opens no link', () => {
  it('holds neither the signing secret nor a signed link; forging with anything in it answers 404', async () => {
    const cod = await placeOrder('cod');
    const upi = await placeOrder('upi');
    const backup = await takeBackup(shop.pool.options.connectionString!, join(dir, 'forge'), 'command');
    const everything = [
      gunzipSync(await readFile(backup.file)).toString(),
      await readFile(`${backup.file}.manifest.json`, 'utf8'),
      await readFile(`${backup.file}.sha256`, 'utf8'),
    ].join('\n');

    const secret = await invoiceSigningSecret(shop.pool);
    expect(everything).not.toContain(secret);
    const { rows } = await shop.pool.query<{ link: string }>(
      `SELECT unnest(ARRAY[invoice_token, payment_token, cod_confirm_token]) AS link FROM orders`,
    );
    const links = rows.map((r) => r.link).filter(Boolean);
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) expect(everything).not.toContain(link);

    const forge = async (key: string) => ({
      invoice: (await shop.app.request(`/api/invoices/${invoiceToken(key, cod.orderNumber)}.pdf`)).status,
      pay: (await shop.app.request(`/api/payments/${paymentToken(key, upi.orderNumber)}`)).status,
      confirm: (await shop.app.request(`/api/cod-confirmations/${codConfirmToken(key, cod.orderNumber)}`)).status,
    });
    // With the shop's secret the same forgery opens all three (invoice, payment step, COD confirmation): a leaked secret would fail this test.
    expect(await forge(secret)).toEqual({ invoice: 200, pay: 200, confirm: 200 });
    // Every secret-looking word in the backup (hashes, digests, ids) tried as the key.
    const words = [...new Set(everything.match(/[A-Za-z0-9_$./+=-]{16,}/g) ?? [])];
    console.log(`${words.length} secret-looking words in the backup tried as the signing key`);
    expect(words.length).toBeGreaterThan(50);
    for (const word of words) {
      const forged = await forge(word);
      expect({ word, ...forged }).toEqual({ word, invoice: 404, pay: 404, confirm: 404 });
    }
  }, 120_000);
});
