import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { deliveryResponse } from '../../api-schema/delivery';
import { failure } from '../../api-schema/envelope';
import { deliveryRangeText } from '../../api-schema/deliveryDates';
import { useBrowser } from './browser';
import { api, cartLine, countOrders, discountedProducts, field, puneCity, seedCart, shopper } from './checkout-helpers';

const { newPage } = useBrowser();

async function holidays(): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: inject('shopDatabaseUrl') });
  await client.connect();
  try {
    const { rows } = await client.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM holidays`);
    return new Set(rows.map((r) => r.day));
  } finally {
    await client.end();
  }
}

/** Business days after today in India, counted here independently of the server: no Sundays, no holidays. */
function businessDaysAfter(count: number, skip: Set<string>): string {
  const day = new Date(Date.now() + 330 * 60_000);
  day.setUTCHours(0, 0, 0, 0);
  for (let left = count; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1);
    const iso = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== 0 && !skip.has(iso)) left--;
  }
  return day.toISOString().slice(0, 10);
}

async function openProduct() {
  const [product] = await discountedProducts();
  const page = await newPage();
  await page.goto(`/product/${product!._id}`);
  const box = page.getByRole('region', { name: 'Check delivery' });
  return { page, box, product: product! };
}

describe('Check delivery on the product page', () => {
  it('answers for 560001: Karnataka, a date range that skips Sundays, cash on delivery', async () => {
    const { box } = await openProduct();
    await box.getByLabel('PIN code').fill('560001');
    await box.getByLabel('PIN code').press('Enter');
    const answer = box.locator('[aria-live="polite"]');
    await answer.getByText(/^Delivery to .*Bengaluru: /).waitFor();
    await box.getByText('Delivering to 560001, Karnataka').waitFor();
    const { earliest, latest } = (await api('delivery/560001', deliveryResponse)).data.delivery.estimate!;
    // Processing 1-2 + transit 2-3 business days (the national band, ~840 km from Mumbai).
    const skip = await holidays();
    expect([earliest, latest]).toEqual([businessDaysAfter(3, skip), businessDaysAfter(5, skip)]);
    expect(await answer.getByTestId('delivery-promise').textContent()).toBe(deliveryRangeText({ earliest, latest }));
    expect(await answer.textContent()).not.toContain('Sun,');
    await answer.getByText('Cash on delivery available (orders up to ₹50,000)').waitFor();
  });

  it('explains an invalid and an unknown PIN, and changing the PIN is one click', async () => {
    const { box, page } = await openProduct();
    const input = box.getByLabel('PIN code');
    await input.fill('05600');
    await box.getByRole('button', { name: 'Check' }).click();
    await box.getByRole('alert').filter({ hasText: 'Invalid PIN code' }).waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await input.fill('100000');
    await input.press('Enter');
    await box.getByText('We could not find this PIN code').waitFor();
    await box.getByRole('button', { name: 'Change PIN code 100000' }).click();
    // The box is back, focused, for the next PIN: keyboard only.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('744101');
    await page.keyboard.press('Enter');
    await box.getByText(/^Delivery to Port Blair, South Andaman: /).waitFor();
  });
});

describe('the PIN at checkout', () => {
  it('carries the checked PIN to checkout, where it fills State and City', async () => {
    const { box, page, product } = await openProduct();
    await box.getByLabel('PIN code').fill('560034');
    await box.getByLabel('PIN code').press('Enter');
    await box.getByText(/^Delivery to Koramangala, Bengaluru: /).waitFor();
    await seedCart(page, [cartLine(product)]);
    await expect.poll(() => field(page, 'PIN Code').inputValue()).toBe('560034');
    await expect.poll(() => field(page, 'State').inputValue()).toBe('Karnataka');
    await expect.poll(() => field(page, 'City').inputValue()).toBe('bengaluru');
  });

  it('refuses a city or state the PIN contradicts, on the field before submitting and on the server', async () => {
    const [product] = await discountedProducts();
    const page = await newPage();
    await seedCart(page, [cartLine(product!)]);
    const who = shopper(await puneCity());
    await field(page, 'PIN Code').fill('560001');
    await expect.poll(() => field(page, 'City').inputValue()).toBe('bengaluru');
    await field(page, 'City').selectOption('mumbai');
    const cityError = 'PIN code 560001 is in Bengaluru, Karnataka, not in the chosen city';
    await page.getByRole('alert').filter({ hasText: cityError }).waitFor();
    expect(await field(page, 'City').getAttribute('aria-invalid')).toBe('true');
    await field(page, 'City').selectOption('bengaluru');
    await field(page, 'State').fill('Goa');
    await page.getByRole('alert').filter({ hasText: 'PIN code 560001 is in Karnataka' }).waitFor();
    // Submitting anyway places nothing.
    await field(page, 'Full Name').fill(who.name);
    await field(page, 'Email').fill(who.email);
    await field(page, 'Phone').fill(who.phone);
    await field(page, 'Address Line 1').fill(who.address1);
    await field(page, 'Cash on Delivery').check();
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForTimeout(500);
    expect(page.url()).toMatch(/\/checkout/);
    // The server refuses the same contradiction sent directly (Bengaluru + Goa + 110001), and stores nothing.
    const res = await page.request.post('/api/orders', {
      data: {
        agreement: true,
        products: [{ productId: product!._id, quantity: 1, color: product!.colors[0]!.colorName }],
        shippingInfo: {
          name: who.name,
          email: who.email,
          phone: who.phone,
          address1: who.address1,
          city: 'bengaluru',
          state: 'Goa',
          pincode: '110001',
        },
      },
    });
    expect(res.status()).toBe(400);
    expect(failure.parse(await res.json()).errors).toEqual([
      { field: 'shippingInfo.state', message: 'PIN code 110001 is in Delhi' },
    ]);
    expect(await countOrders(who.email)).toBe(0);
  });
});
