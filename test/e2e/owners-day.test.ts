import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { deskCall, placeCodOrder, signedInDesk } from './desk-helpers';
import { shootAtBothWidths } from './screenshots';

const { newPage } = useBrowser();

/** A cash-on-delivery order placed through the API and moved by the desk up to `last`. */
async function codOrder(awb: string, last: 'out_for_delivery' | 'delivered') {
  const { orderNumber, totalAmount } = await placeCodOrder();
  const steps = ['confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'];
  for (const to of steps.slice(0, steps.indexOf(last) + 1))
    await deskCall(`/api/admin/orders/${orderNumber}/transitions`, { to, courier: 'Delhivery', trackingNumber: awb });
  return { orderNumber, totalAmount };
}

const figure = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).first().innerText()).match(/\d+/)![0]);
const listed = async (page: Page) => Number((await page.getByText(/^\d+ orders?$/).innerText()).split(' ')[0]);

describe('the owner’s day (desk home, remittances)', () => {
  it('each dashboard figure opens the list behind it, with as many entries as the figure says', async () => {
    const delivered = await codOrder(`AWB${Date.now()}`, 'delivered');
    const desk = await signedInDesk(await newPage(), '/admin');
    await desk.getByRole('heading', { name: /^Today, / }).waitFor();
    await shootAtBothWidths(desk, 'dashboard');

    const cod = await figure(desk, 'waiting-codUnremitted');
    expect(cod).toBeGreaterThanOrEqual(1);
    await desk.getByTestId('waiting-codUnremitted').click();
    await desk.waitForURL(/\/admin\/orders\?queue=cod_unremitted$/);
    await desk.getByTestId('desk-order').filter({ hasText: delivered.orderNumber }).waitFor();
    await expect(listed(desk)).resolves.toBe(cod);
    await desk.getByTestId('order-queue').getByText('COD collected, not yet remitted by the courier').waitFor();

    await desk.goBack();
    const today = await figure(desk, 'figure-orders'); // the first card is today's
    await desk.getByRole('region', { name: 'Today', exact: true }).getByTestId('figure-orders').click();
    const day = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    await desk.waitForURL(new RegExp(`/admin/orders\\?from=${day}&to=${day}$`));
    await desk.getByTestId('desk-order').first().waitFor();
    await expect(listed(desk)).resolves.toBe(today);

    await desk.goBack();
    const low = await figure(desk, 'waiting-lowStock');
    await desk.getByTestId('waiting-lowStock').click();
    await desk.waitForURL(/\/admin\/catalogue\?lowStock=true$/);
    await desk.getByTestId('low-stock-filter').waitFor();
    await expect(desk.getByText(/^\d+ products?$/).innerText()).resolves.toMatch(new RegExp(`^${low} product`));
  });

  it('the dashboard downloads the month’s GST export, with an order placed today in it', async () => {
    const { orderNumber } = await codOrder(`AWB${Date.now()}`, 'delivered');
    const desk = await signedInDesk(await newPage(), '/admin');
    const month = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);
    await desk.getByLabel('GST export for').fill(month);
    await shootAtBothWidths(desk, 'dashboard-gst-export');
    const [download] = await Promise.all([
      desk.waitForEvent('download'),
      desk.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`gst-${month}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(`GST export for ${month} (India time)`);
    expect(csv).toMatch(new RegExp(`\\r\\nInvoice,JC/\\d\\d-\\d\\d/\\d{7},[\\d-]+,,${orderNumber},`));
  });

  it('a remittance typed on the desk marks its order remitted, flags the shortfall, and the dashboard follows', async () => {
    const awb = `RMT${Date.now()}`;
    const order = await codOrder(awb, 'delivered');
    const desk = await signedInDesk(await newPage(), '/admin');
    const before = await figure(desk, 'waiting-codUnremitted');
    await desk.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Remittances' }).click();
    await desk.getByTestId('unremitted-order').filter({ hasText: order.orderNumber }).waitFor();
    const form = desk.getByRole('form', { name: 'Record a remittance' });
    await form.getByLabel('Amount (₹)').fill(String(order.totalAmount - 50));
    await form.getByLabel('Reference (UTR or courier’s remittance id)').fill(`UTR-${awb}`);
    await form.getByLabel('Orders or AWBs it covers (one per line, or separated by commas)').fill(awb);
    await form.getByRole('button', { name: 'Record remittance' }).click();
    await desk.getByText(`Remittance UTR-${awb}: 1 order remitted, ₹50 short`).waitFor();
    const row = desk.getByTestId('remittance').filter({ hasText: `UTR-${awb}` });
    await row.getByText('₹50 short').waitFor();
    await expect(row.innerText()).resolves.toContain(order.orderNumber);
    await desk.getByTestId('unremitted-order').filter({ hasText: order.orderNumber }).waitFor({ state: 'detached' });
    await shootAtBothWidths(desk, 'remittances');

    await desk.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Today' }).click();
    await expect.poll(() => figure(desk, 'waiting-codUnremitted')).toBe(before - 1);
  });

  it('"Mark delivered" asks first; "Not yet" changes nothing', async () => {
    const order = await codOrder(`OFD${Date.now()}`, 'out_for_delivery');
    const desk = await signedInDesk(await newPage(), `/admin/orders/${order.orderNumber}`);
    await desk.getByRole('button', { name: 'Mark delivered' }).click();
    const ask = desk.getByRole('alertdialog', { name: `Mark ${order.orderNumber} delivered?` });
    await ask.waitFor();
    await expect(ask.innerText()).resolves.toContain('cash on delivery counts as collected');
    await shootAtBothWidths(desk, 'confirm-delivered');
    await ask.getByRole('button', { name: 'Not yet' }).click();
    await ask.waitFor({ state: 'detached' });
    await desk.getByRole('heading', { name: new RegExp(`${order.orderNumber} Out for Delivery`) }).waitFor();
    await desk.getByRole('button', { name: 'Mark delivered' }).click();
    await ask.getByRole('button', { name: 'Yes, mark delivered' }).click();
    await desk.getByRole('heading', { name: new RegExp(`${order.orderNumber} Delivered`) }).waitFor();
  });

  it('the customers list groups a shopper’s orders by phone and opens them', async () => {
    const desk = await signedInDesk(await newPage(), '/admin/customers');
    const row = desk.getByTestId('desk-customer').first();
    await row.waitFor();
    await shootAtBothWidths(desk, 'customers');
    const orders = Number(await row.locator('[data-label="Orders"]').innerText());
    await row.getByRole('link').click();
    await desk.waitForURL(/\/admin\/orders\?q=\d{10}$/);
    await desk.getByTestId('desk-order').first().waitFor();
    await expect(listed(desk)).resolves.toBe(orders);
  });
});
