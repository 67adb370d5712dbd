import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { placeCodOrder, signedInDesk } from './desk-helpers';
import { shootAtBothWidths } from './screenshots';

const { newPage } = useBrowser();
let db: pg.Client;
let unpaid: string;
let paid: string;

// The shared shop takes no UPI: two of its orders are made UPI orders in the database, one unpaid, one paid.
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('shopDatabaseUrl') });
  await db.connect();
  [unpaid, paid] = [(await placeCodOrder()).orderNumber, (await placeCodOrder()).orderNumber];
  await db.query(
    `UPDATE orders SET payment_mode = 'upi', payment_state = 'awaiting_payment', payment_due_by = now() + interval '1 hour'
     WHERE order_number = $1`,
    [unpaid],
  );
  await db.query(
    `UPDATE orders SET payment_mode = 'upi', payment_state = 'paid', paid_amount = total_amount, paid_at = now()
     WHERE order_number = $1`,
    [paid],
  );
});
afterAll(() => db?.end());

describe("the desk shows each order's payment state", () => {
  it('the list names it and filters by it; an unpaid UPI order offers no confirm, label or slip, only cancel', async () => {
    const page = await signedInDesk(await newPage(), '/admin/orders');
    const row = (orderNumber: string) => page.getByTestId('desk-order').filter({ hasText: orderNumber });
    await expect(row(unpaid).getByTestId('payment-standing').textContent()).resolves.toBe('Awaiting payment');
    await expect(row(paid).getByTestId('payment-standing').textContent()).resolves.toBe('Paid');
    await expect(row(unpaid).getByRole('checkbox').isDisabled()).resolves.toBe(true);
    await shootAtBothWidths(page, 'desk-orders-payment');

    await page.getByLabel('Payment').selectOption('awaiting_payment');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/payment=awaiting_payment/);
    await row(paid).waitFor({ state: 'detached' });
    await row(unpaid).waitFor();

    await row(unpaid).getByRole('link', { name: unpaid }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(unpaid) }).waitFor();
    await expect(page.getByTestId('payment-standing').textContent()).resolves.toBe('Awaiting payment');
    await page.getByTestId('held-steps').getByText('This order is awaiting UPI payment').waitFor();
    await expect(page.getByRole('button', { name: 'Confirm' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: /Shipping label/ }).count()).resolves.toBe(0);
    await page.getByTestId('print-held').waitFor();
    await expect(page.getByRole('button', { name: 'Cancel order' }).isEnabled()).resolves.toBe(true);
    await shootAtBothWidths(page, 'desk-order-awaiting-payment');

    await page.goto(`/admin/orders/${paid}`);
    await expect(page.getByTestId('payment-standing').textContent()).resolves.toBe('Paid');
    await page.getByRole('button', { name: 'Confirm' }).waitFor();
    await page.getByRole('link', { name: /Shipping label/ }).waitFor();
    await expect(page.getByTestId('held-steps').count()).resolves.toBe(0);
    await shootAtBothWidths(page, 'desk-order-paid');
  });
});
