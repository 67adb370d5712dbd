import { describe, expect, inject, it } from 'vitest';
import { deskHeaders, signInToDesk } from '../../server/http/operator';
import { shopUrl, useBrowser } from './browser';
import { placeCodOrder, signedInDesk } from './desk-helpers';
import { shootAtBothWidths } from './screenshots';

const { newPage } = useBrowser();

/** A cash-on-delivery order placed through the API and packed by the desk's API. */
async function packedOrder() {
  const { orderNumber, phone } = await placeCodOrder();
  const desk = await signInToDesk(
    (p, init) => fetch(`${shopUrl()}${p}`, init),
    inject('operatorEmail'),
    inject('operatorPassword'),
  );
  for (const to of ['confirmed', 'packed']) {
    const changed = await fetch(`${shopUrl()}/api/admin/orders/${orderNumber}/transitions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...deskHeaders(desk) },
      body: JSON.stringify({ to }),
    });
    expect(changed.status).toBe(200);
  }
  return { orderNumber, phone };
}

describe('couriers from the list (ADR 022)', () => {
  it('the desk ships with a courier picked from the list; the shopper’s tracking page links to its site', async () => {
    const { orderNumber, phone } = await packedOrder();
    const desk = await signedInDesk(await newPage(), `/admin/orders/${orderNumber}`);
    await desk.getByRole('heading', { name: new RegExp(`${orderNumber} Packed`) }).waitFor();

    const courier = desk.getByLabel('Courier', { exact: true });
    await courier.selectOption({ label: 'Blue Dart' });
    await desk.getByLabel('Tracking number (AWB)').fill('5001 2345');
    await desk.getByRole('button', { name: 'Ship' }).click();
    await desk.getByText('The tracking number (AWB) may have only letters, digits and hyphens').waitFor();
    await shootAtBothWidths(desk, 'desk-ship-panel-error');
    await desk.getByLabel('Tracking number (AWB)').fill('50012345678');
    await shootAtBothWidths(desk, 'desk-ship-panel');
    await desk.getByRole('button', { name: 'Ship' }).click();
    await desk.getByRole('heading', { name: new RegExp(`${orderNumber} Shipped`) }).waitFor();
    await desk.getByText('Shipped with Blue Dart, tracking number 50012345678').waitFor();
    const href = 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=50012345678';
    await expect(desk.getByRole('link', { name: "Track on Blue Dart's site" }).getAttribute('href')).resolves.toBe(
      href,
    );

    const page = await newPage();
    await page.goto(`/track-order?order=${orderNumber}`);
    await page.getByLabel('Phone or Email').fill(phone);
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByTestId('order-status').textContent()).resolves.toBe('Shipped');
    await expect(page.getByTestId('shipment').innerText()).resolves.toBe(
      'Courier: Blue Dart · Tracking number: 50012345678',
    );
    const link = page.getByRole('link', { name: "Track on Blue Dart's site" });
    await expect(link.getAttribute('href')).resolves.toBe(href);
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await shootAtBothWidths(page, 'track-order-courier-link');
  });

  it('"Other" with a typed name ships without a link', async () => {
    const { orderNumber, phone } = await packedOrder();
    const desk = await signedInDesk(await newPage(), `/admin/orders/${orderNumber}`);
    await desk.getByLabel('Courier', { exact: true }).selectOption({ label: 'Other (type its name)' });
    await desk.getByLabel('Courier name').fill('Jaipur Local Couriers');
    await desk.getByLabel('Tracking number (AWB)').fill('JLC-3003');
    await shootAtBothWidths(desk, 'desk-ship-panel-other');
    await desk.getByRole('button', { name: 'Ship' }).click();
    await desk.getByText('Shipped with Jaipur Local Couriers, tracking number JLC-3003').waitFor();

    const page = await newPage();
    await page.goto(`/track-order?order=${orderNumber}`);
    await page.getByLabel('Phone or Email').fill(phone);
    await page.getByRole('button', { name: 'Track Order' }).click();
    await page.getByTestId('shipment').getByText('Jaipur Local Couriers').waitFor();
    await expect(page.getByRole('link', { name: /^Track on/ }).count()).resolves.toBe(0);
  });
});
