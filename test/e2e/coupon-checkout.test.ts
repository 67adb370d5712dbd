import { randomInt } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { formatINR } from '../../src/lib/format';
import { pdfText } from '../server/invoiceHelpers';
import { useBrowser } from './browser';
import { cartLine, discountedProducts, fillCheckout, puneCity, seedCart, shopper } from './checkout-helpers';
import { shootAtBothWidths } from './screenshots';

const { newPage } = useBrowser();

// A phone no other test uses: WELCOME10 is for a phone's first order.
const freshShopper = async () => ({ ...shopper(await puneCity()), phone: `9${randomInt(100_000_000, 999_999_999)}` });

describe('coupons at checkout', () => {
  it('WELCOME10: a refused code says why, the applied one is its own line, and the order and its invoice charge the same', async () => {
    const [bag] = await discountedProducts('desc'); // above ₹999: the code applies and shipping is free
    const discount = Math.min(Math.floor(bag!.newPrice / 10), 500);
    const total = bag!.newPrice - discount;
    const page = await newPage();
    await seedCart(page, [cartLine(bag!)]);
    await fillCheckout(page, await freshShopper());
    await page.getByRole('button', { name: 'Have a coupon?' }).click();
    await page.getByLabel('Coupon code').fill('nope1');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('NOPE1 is not a valid coupon code. Please check the spelling.').waitFor();
    await shootAtBothWidths(page, 'checkout-coupon-refused');

    await page.getByLabel('Coupon code').fill('welcome10');
    await page.getByLabel('Coupon code').press('Enter'); // applies the code; does not place the order
    await page.getByTestId('summary-coupon').waitFor();
    await expect(page.getByTestId('summary-coupon').textContent()).resolves.toBe(`−${formatINR(discount)}`);
    await page.getByText(`WELCOME10 applied: you save ${formatINR(discount)}`).waitFor();
    await expect(page.getByTestId('summary-total').textContent()).resolves.toBe(formatINR(total));
    await shootAtBothWidths(page, 'checkout-coupon-applied');

    // A reload keeps the applied code with the rest of the draft: the total does not jump back up.
    await page.reload();
    await page.getByText(`WELCOME10 applied: you save ${formatINR(discount)}`).waitFor();
    await expect(page.getByTestId('summary-total').textContent()).resolves.toBe(formatINR(total));

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-success$/);
    await expect(page.getByTestId('order-total').textContent()).resolves.toBe(formatINR(total));
    const [invoice] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Download Invoice' }).click(),
    ]);
    const text = pdfText(await (await page.request.get(invoice.url())).body()).replace(/\s+/g, ' ');
    expect(text).toContain(`Total discount (before tax) ${formatINR(discount)}.00`);
    expect(text).toContain(`Invoice total (tax inclusive) ${formatINR(total)}.00`);
  });

  it('a subtotal short of ₹999 is told how much more it needs', async () => {
    const [cheap] = await discountedProducts('asc');
    const page = await newPage();
    await seedCart(page, [cartLine(cheap!)]);
    await fillCheckout(page, await freshShopper());
    await page.getByRole('button', { name: 'Have a coupon?' }).click();
    await page.getByLabel('Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`Add ${formatINR(999 - cheap!.newPrice)} more to use WELCOME10`).waitFor();
    await expect(page.getByTestId('summary-coupon').count()).resolves.toBe(0);
  });

  it('the coupon desk lists WELCOME10 and opens a new code’s terms', async () => {
    const page = await newPage();
    await page.goto('/admin/coupons');
    await page.getByLabel('Email').fill(inject('operatorEmail'));
    await page.getByLabel('Password').fill(inject('operatorPassword'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('cell', { name: 'WELCOME10' }).waitFor();
    await shootAtBothWidths(page, 'desk-coupons');
    await page.getByRole('button', { name: 'New coupon' }).click();
    await page.getByLabel('Code').fill('DIWALI200');
    await page.getByLabel('Discount type').selectOption('flat');
    await page.getByLabel('Rupees off').fill('200');
    await page.getByLabel('Minimum subtotal (₹)').fill('1500');
    await shootAtBothWidths(page, 'desk-coupon-form');
    await page.getByRole('button', { name: 'Save coupon' }).click();
    await page.getByRole('cell', { name: 'DIWALI200' }).waitFor();
  });
});
