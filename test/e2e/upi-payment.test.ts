import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Browser, type Page } from 'playwright-core';
import { launchChromium } from './browser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_SESSION_SETTINGS } from '../../server/http/operator';
import { RATE_LIMITS } from '../../server/http/rateLimits';
import { startShop, type Shop } from '../../server/start';
import { startSmtpSink } from '../server/smtpSink';
import { cartLine, discountedProducts, fillCheckout, puneCity, seedCart, shopper } from './checkout-helpers';
import { SCREENSHOT_DIR } from './screenshots';

/**
 * UPI without a gateway in real Chromium: a shop of its own with SHOP_UPI_ID's settings and a payment window of
 * 30 seconds, over its own database on the run's PostgreSQL, sending mail to a real local SMTP server.
 */
const UPI = { vpa: 'jholaandco@okhdfcbank', name: 'Jhola & Co.' };
const operator = { email: 'owner@jholaandco.in', password: randomBytes(12).toString('hex') };
let shop: Shop;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let browser: Browser;
let admin: pg.Client;
const dbName = `upi_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  const base = inject('shopDatabaseUrl');
  admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  sink = await startSmtpSink();
  shop = await startShop({
    port: 0,
    databaseUrl: base.replace(/\/[^/]*$/, `/${dbName}`),
    staticDir: process.env.SHOP_STATIC_DIR ?? 'dist',
    desk: { firstOperator: operator, sessions: DEFAULT_SESSION_SETTINGS },
    mail: { smtpUrl: sink.url, dir: '.data/mail-unused', from: '"Jhola & Co." <orders@jholaandco.in>' },
    rateLimits: { ...RATE_LIMITS, signIn: { ...RATE_LIMITS.signIn, limit: 1000 } },
    payments: { upi: UPI, windowMinutes: 0.5 },
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await sink?.close();
  await admin?.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin?.end();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width, height: width < 500 ? 844 : 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}
const shoot = async (page: Page, name: string) => {
  if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
};
const stockOf = async (id: string) =>
  (await shop.pool.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [id])).rows[0]!.stock;
const waitFor = async (check: () => boolean | Promise<boolean>, what: string, ms = 15_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

async function placeUpiOrder(width = 1280) {
  // The cheapest: the dearest bags cost more than COD_LIMIT, where checkout withholds cash on delivery (and fillCheckout chooses it).
  const [product] = await discountedProducts('asc');
  const who = shopper(await puneCity());
  const page = await newPage(width);
  await seedCart(page, [cartLine(product!)]);
  await fillCheckout(page, who);
  await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/track-order\?pay=/);
  await page.getByTestId('pay-amount').waitFor();
  return { page, who, product: product! };
}

async function signInToDesk(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function trackOrder(page: Page, orderNumber: string, contact: string) {
  await page.goto(`/track-order?order=${orderNumber}`);
  await page.getByLabel('Phone or Email').fill(contact);
  await page.getByRole('button', { name: 'Track Order' }).click();
}

describe('UPI at checkout (SHOP_UPI_ID set)', () => {
  it('shows the amount, a QR and a upi://pay link for the order; awaiting on tracking; the owner marks it received; the shopper sees it paid', async () => {
    const { page, who } = await placeUpiOrder(390);
    const link = page.getByRole('link', { name: 'Pay with any UPI app' });
    await expect(link.isVisible()).resolves.toBe(true);
    const uri = new URL((await link.getAttribute('href'))!.replace('upi://', 'http://upi/'));
    const { rows } = await shop.pool.query<{ order_number: string; total_amount: number }>(
      'SELECT order_number, total_amount FROM orders WHERE email = $1',
      [who.email],
    );
    const order = rows[0]!;
    // This shop's window is 30 s; this order is to be paid, not to expire while the owner looks for it.
    await shop.pool.query(`UPDATE orders SET payment_due_by = now() + interval '1 hour' WHERE order_number = $1`, [
      order.order_number,
    ]);
    expect(uri.searchParams.get('pa')).toBe(UPI.vpa);
    expect(uri.searchParams.get('am')).toBe(`${order.total_amount}.00`);
    expect(uri.searchParams.get('cu')).toBe('INR');
    expect(uri.searchParams.get('tr')).toBe(order.order_number);
    const qr = page.getByRole('img', { name: /UPI QR code/ });
    await expect(qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    await expect(page.getByTestId('payment-state').textContent()).resolves.toBe('Payment: Awaiting payment');
    await page.getByLabel(/UPI reference \(UTR/).fill('412345678901');
    await page.getByRole('button', { name: 'Send UTR' }).click();
    await page.getByRole('button', { name: 'UTR sent' }).waitFor();
    await shoot(page, 'payment-step-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(link.isVisible()).resolves.toBe(false); // a computer scans the QR
    await shoot(page, 'payment-step-1280');

    // Tracking: awaiting payment, with Pay now.
    const track = await newPage();
    await track.goto(`/track-order?order=${order.order_number}`);
    await track.getByLabel('Phone or Email').fill(who.email);
    await track.getByRole('button', { name: 'Track Order' }).click();
    await track.getByTestId('payment-status').getByText('Payment: Awaiting payment').waitFor();
    await track.getByRole('link', { name: 'Pay now' }).waitFor();

    // The owner: payments desk, claimed UTR shown, mark received.
    const desk = await newPage();
    await desk.goto('/admin/payments');
    await desk.getByLabel('Email').fill(operator.email);
    await desk.getByLabel('Password').fill(operator.password);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    const row = desk.getByTestId(`awaiting-${order.order_number}`);
    // The shopper's UTR is a claim to check against the bank: shown beside an empty field, copied only on request.
    await row.getByTestId('utr-claim').getByText('Shopper says they paid with UTR 412345678901').waitFor();
    await expect(row.getByLabel(`UTR for ${order.order_number}`).inputValue()).resolves.toBe('');
    await expect(row.getByRole('button', { name: 'Mark received' }).isDisabled()).resolves.toBe(true);
    await shoot(desk, 'payments-desk-1280');
    await desk.setViewportSize({ width: 390, height: 844 });
    await shoot(desk, 'payments-desk-390');
    await row.getByRole('button', { name: 'Copy UTR into the field' }).click();
    await expect(row.getByLabel(`UTR for ${order.order_number}`).inputValue()).resolves.toBe('412345678901');
    await row.getByRole('button', { name: 'Mark received' }).click();
    await row.waitFor({ state: 'detached' });

    await page.reload();
    await expect(page.getByTestId('payment-state').textContent()).resolves.toBe('Payment: Paid');
    await track.reload();
    await track
      .getByLabel('Phone number or email')
      .fill(who.email)
      .catch(() => {});
    if (await track.getByRole('button', { name: 'Track Order' }).isVisible())
      await track.getByRole('button', { name: 'Track Order' }).click();
    await track.getByTestId('payment-status').getByText('Payment: Paid').waitFor();
    await waitFor(
      () => sink.received.some((m) => m.subject === `Payment received for order ${order.order_number}`),
      'the payment mail',
    );
    const placed = sink.received.find((m) => m.subject.startsWith(`Order ${order.order_number} placed`))!;
    expect(placed.text).toContain('Payment: Awaiting payment');
    expect(placed.text).toMatch(new RegExp(`Pay now: ${shop.url}/track-order\\?pay=${order.order_number}-`));
  });

  it('an unpaid order is cancelled when its window closes: stock back on the shelf, the shopper e-mailed', async () => {
    const { page, who, product } = await placeUpiOrder();
    const held = await stockOf(product._id);
    const { rows } = await shop.pool.query<{ order_number: string }>(
      'SELECT order_number FROM orders WHERE email = $1',
      [who.email],
    );
    const orderNumber = rows[0]!.order_number;
    await waitFor(async () => (await stockOf(product._id)) === held + 1, 'the stock to come back', 60_000);
    await waitFor(
      () => sink.received.some((m) => m.subject === `Order ${orderNumber} cancelled`),
      'the cancellation mail',
      15_000,
    );
    const mail = sink.received.find((m) => m.subject === `Order ${orderNumber} cancelled`)!;
    expect(mail.text).toContain('We did not receive your UPI payment');
    await page.reload();
    await expect(page.getByTestId('payment-state').textContent()).resolves.toBe('Payment: Not paid (cancelled)');
  }, 120_000);
  it('a paid order cancelled by the shopper asks for a valid UPI ID, owes a refund there, and the owner records it', async () => {
    const { page, who } = await placeUpiOrder(390);
    const { rows } = await shop.pool.query<{ order_number: string; total_amount: number }>(
      'SELECT order_number, total_amount FROM orders WHERE email = $1',
      [who.email],
    );
    const order = rows[0]!;
    await shop.pool.query(`UPDATE orders SET payment_due_by = now() + interval '1 hour' WHERE order_number = $1`, [
      order.order_number,
    ]);
    await page.close();
    const desk = await newPage();
    await signInToDesk(desk, '/admin/payments');
    const awaiting = desk.getByTestId(`awaiting-${order.order_number}`);
    // The shopper sent no UTR: the owner types the one on the bank's statement.
    await awaiting.getByLabel(`UTR for ${order.order_number}`).fill('612345678901');
    await awaiting.getByRole('button', { name: 'Mark received' }).click();
    await awaiting.waitFor({ state: 'detached' });

    const track = await newPage(390);
    await trackOrder(track, order.order_number, who.email);
    await track.getByTestId('payment-status').getByText('Payment: Paid').waitFor();
    await track.getByRole('button', { name: 'Cancel Order' }).click();
    const field = track.getByLabel('UPI ID for your refund');
    await field.waitFor();
    const statusOf = async () =>
      (
        await shop.pool.query<{ order_status: string }>('SELECT order_status FROM orders WHERE order_number = $1', [
          order.order_number,
        ])
      ).rows[0]!.order_status;
    // No UPI ID, then a half-typed one: the shopper is told, and the order stays as it was.
    for (const typed of ['', 'riya.sharma@']) {
      await field.fill(typed);
      await track.getByRole('button', { name: 'Yes, Cancel Order' }).click();
      await track.getByText('Please enter a valid UPI ID, like name@bank').waitFor();
      await expect(statusOf()).resolves.not.toBe('cancelled');
    }
    await field.fill('riya.sharma@okaxis');
    await expect(track.getByText('Please enter a valid UPI ID, like name@bank').count()).resolves.toBe(0);
    await shoot(track, 'cancel-paid-order-390');
    await track.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await waitFor(async () => (await statusOf()) === 'cancelled', 'the order to be cancelled');

    await desk.reload();
    const refund = desk.getByTestId(`refund-${order.order_number}`);
    await refund.getByText('riya.sharma@okaxis').waitFor();
    await refund.getByLabel('UPI reference of the refund').fill('512345678901');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await refund.getByText(/sent on .* \(ref 512345678901\)/).waitFor();
    await waitFor(
      () => sink.received.some((m) => m.subject === `Refund sent for order ${order.order_number}`),
      'the refund mail',
    );
    await track.reload(); // the page keeps the order it tracked
    await track
      .getByTestId('payment-status')
      .getByText(/sent to riya\.sharma@okaxis/)
      .waitFor();
  });

  it('a bank statement lists every line with its outcome and reason; the clean line pays its order', async () => {
    const placed = [];
    for (let i = 0; i < 2; i++) {
      const { page, who } = await placeUpiOrder();
      await page.close();
      const { rows } = await shop.pool.query<{ order_number: string; total_amount: number }>(
        `UPDATE orders SET payment_due_by = now() + interval '1 hour' WHERE email = $1
         RETURNING order_number, total_amount`,
        [who.email],
      );
      placed.push(rows[0]!);
    }
    const [a, b] = placed as [(typeof placed)[0], (typeof placed)[0]];
    const csv = [
      'Txn Date,Narration,Ref No./Cheque No.,Withdrawal Amt.,Deposit Amt.',
      `25/11/2026,UPI-PRIYA-${a.order_number},711111111111,,${a.total_amount}`,
      `25/11/2026,UPI-RIYA-${b.order_number},711111111111,,${b.total_amount}`,
      `25/11/2026,UPI-RIYA-${b.order_number},722222222222,,${b.total_amount - 1}`,
      '25/11/2026,UPI-UNKNOWN PERSON,733333333333,,999',
    ].join('\n');
    for (const width of [1280, 390]) {
      const desk = await newPage(width);
      await signInToDesk(desk, '/admin/payments');
      await desk.getByLabel('Bank statement CSV').setInputFiles({
        name: 'statement.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      const result = desk.getByTestId('statement-result');
      await result.waitFor();
      const outcomes = await result
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-testid'), row.getAttribute('data-outcome')]));
      // The lines that need a person first; the first import pays line 2, the second finds it already paid.
      expect(outcomes).toEqual([
        ['statement-line-3', 'conflict'],
        ['statement-line-4', 'amount_differs'],
        ['statement-line-5', 'unknown'],
        ['statement-line-2', width === 1280 ? 'paid' : 'already_paid'],
      ]);
      await result
        .getByTestId('statement-line-3')
        .getByText(`UTR 711111111111 already paid ${a.order_number}`)
        .waitFor();
      await result.getByTestId('statement-line-5').getByText('No order number or claimed UTR matches').waitFor();
      await shoot(desk, `statement-import-${width}`);
      await desk.close();
    }
    const { rows } = await shop.pool.query<{ order_number: string }>(
      `SELECT order_number FROM orders WHERE order_number = ANY($1) AND payment_state = 'paid'`,
      [[a.order_number, b.order_number]],
    );
    expect(rows).toEqual([{ order_number: a.order_number }]);
  }, 120_000);
});
