import { describe, expect, it } from 'vitest';
import { messages } from '../../api-schema/messages';
import { formatINR } from '../../src/lib/format';
import { useBrowser } from './browser';
import {
  EMPTY_CHECKOUT_MESSAGES,
  puneCity,
  field,
  cartLine,
  discountedProducts,
  fillCheckout,
  seedCart,
  shopper,
} from './checkout-helpers';

const { newPage } = useBrowser();

describe('checkout form (docs/product.md §5)', () => {
  it('redirects an empty cart to /products with "Your cart is empty"', async () => {
    const page = await newPage();
    await page.goto('/checkout');
    await page.waitForURL(/\/products$/);
    // The toast library loads with the first toast: wait for the toast, do not sample once.
    await page.getByRole('status').filter({ hasText: 'Your cart is empty' }).first().waitFor();
  });

  it('sends the shopper to /products when the last line is removed from the drawer on /checkout', async () => {
    const [product] = await discountedProducts();
    const page = await newPage();
    await seedCart(page, [cartLine(product!)]);
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Cart, / }).click();
    const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
    await drawer.getByRole('button', { name: 'Remove' }).click();
    await page.waitForURL(/\/products$/);
    await page.getByRole('status').filter({ hasText: 'Your cart is empty' }).first().waitFor();
  });

  it("the summary uses today's price, not the one saved in the cart", async () => {
    const [product] = await discountedProducts();
    const page = await newPage();
    await seedCart(page, [{ ...cartLine(product!, 0, 2), price: 1, oldPrice: null }]);
    await page
      .getByTestId('summary-subtotal')
      .filter({ hasText: new RegExp(`^${formatINR(product!.newPrice * 2)}$`) })
      .waitFor();
    await page.getByTestId('summary-savings').waitFor();
  });

  it('shows every docs/product.md §5 message when submitted empty, and clears each as it is fixed', async () => {
    const [product] = await discountedProducts();
    const page = await newPage();
    await seedCart(page, [cartLine(product!)]);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const required = EMPTY_CHECKOUT_MESSAGES;
    for (const message of required) await page.getByText(message, { exact: true }).waitFor();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /required|agree/ })
        .count(),
    ).resolves.toBe(required.length);
    // Cash on delivery starts chosen, so its "required" message never shows; the city's shows once, inline only.
    await expect(page.getByRole('radio', { name: /Cash on Delivery/i }).isChecked()).resolves.toBe(true);
    await expect(page.getByText(messages.paymentRequired).count()).resolves.toBe(0);
    await expect(page.getByText(messages.cityRequired).count()).resolves.toBe(1);
    await expect(page.getByText(messages.citySelect).count()).resolves.toBe(0);
    // The PIN comes first (ADR 018), so it is the first field in error and takes the focus.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('pincode');
    await field(page, 'Full Name').fill('Asha');
    await page.getByText(messages.nameRequired).waitFor({ state: 'detached' });
    await page.getByText(messages.emailRequired).waitFor();
  });

  it('rejects a bad email, phone and PIN, including a PIN starting with 0', async () => {
    const [product] = await discountedProducts();
    const city = await puneCity();
    const page = await newPage();
    await seedCart(page, [cartLine(product!)]);
    await fillCheckout(page, { ...shopper(city), email: 'asha@example', phone: '12345', pincode: '41100' });
    await page.getByRole('button', { name: 'Place Order' }).click();
    for (const message of [messages.emailInvalid, messages.phoneInvalid, messages.pinInvalid])
      await page.getByText(message).waitFor();
    await field(page, 'PIN Code').fill('011001');
    await page.getByText(messages.pinInvalid).waitFor();
    await field(page, 'PIN Code').fill('411001');
    await page.getByText(messages.pinInvalid).waitFor({ state: 'detached' });
    await field(page, 'Phone').fill('+91 98765 43210');
    await page.getByText(messages.phoneInvalid).waitFor({ state: 'detached' });
  });

  it('keeps what the shopper typed across a reload and offers only cash on delivery', async () => {
    const [product] = await discountedProducts();
    const page = await newPage();
    await seedCart(page, [cartLine(product!)]);
    await field(page, 'Full Name').fill('Asha Verma');
    await field(page, 'Order Notes (optional)').fill('Ring twice');
    await page.reload();
    await expect(field(page, 'Full Name').inputValue()).resolves.toBe('Asha Verma');
    await expect(field(page, 'Order Notes (optional)').inputValue()).resolves.toBe('Ring twice');
    await expect(page.getByLabel(/Online Payment/).isDisabled()).resolves.toBe(true);
    await page.getByText('Coming Soon').waitFor();
    for (const step of ['Shipping', 'Payment', 'Confirmation'])
      await page.getByRole('listitem').filter({ hasText: step }).first().waitFor();
  });
});
