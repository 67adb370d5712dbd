import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import PostalMime from 'postal-mime';
import { describe, expect, inject, it } from 'vitest';
import { shopUrl, useBrowser } from './browser';
import { cartLine, discountedProducts, fillCheckout, puneCity, seedCart, shopper } from './checkout-helpers';

const { newPage } = useBrowser();
const SHOTS = process.env.SCREENSHOT_DIR;

async function confirmedAt(orderNumber: string): Promise<Date | null> {
  const client = new pg.Client({ connectionString: inject('shopDatabaseUrl') });
  await client.connect();
  try {
    const { rows } = await client.query<{ at: Date | null }>(
      'SELECT cod_confirmed_at AS at FROM orders WHERE order_number = $1',
      [orderNumber],
    );
    return rows[0]!.at;
  } finally {
    await client.end();
  }
}

/** The "Confirm your order" line of the order's confirmation, as the outbox worker wrote it (.eml). */
async function confirmLink(orderNumber: string) {
  for (let i = 0; i < 50; i++) {
    for (const file of (await readdir(inject('mailDir')).catch(() => [])).filter((f) => f.endsWith('.eml'))) {
      const mail = await PostalMime.parse(await readFile(join(inject('mailDir'), file)));
      if (mail.subject?.startsWith(`Order ${orderNumber} placed`))
        return /Confirm your order: (\S+)/.exec(mail.text!)?.[1];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return undefined;
}

describe('COD confirmation', () => {
  it('the tracking page offers Confirm your order; its signed link confirms the order once', async () => {
    const [product] = await discountedProducts();
    const who = shopper(await puneCity());
    const page = await newPage();
    await seedCart(page, [cartLine(product!)]);
    await fillCheckout(page, who);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-success$/);
    const orderNumber = (await page.getByTestId('order-number').textContent())!;

    const link = await confirmLink(orderNumber);
    expect(link).toMatch(new RegExp(`^${shopUrl()}/track-order\\?confirm=${orderNumber}-`));

    await page.goto(`/track-order?order=${orderNumber}`);
    await page.getByLabel('Phone or Email').fill(who.phone);
    await page.getByRole('button', { name: 'Track Order' }).click();
    const panel = page.getByTestId('cod-confirm');
    await panel.waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cod-confirm-tracking-1280.png`, fullPage: true });
    expect(await panel.getByRole('link', { name: 'Confirm your order' }).getAttribute('href')).toBe(
      link!.slice(shopUrl().length),
    );
    await panel.getByRole('link', { name: 'Confirm your order' }).click();
    await page.getByRole('heading', { name: 'Confirm your order' }).waitFor();
    expect(await confirmedAt(orderNumber)).toBeNull();
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/cod-confirm-page-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await page.getByRole('button', { name: 'Confirm your order' }).click();
    await page.getByTestId('cod-confirmed').waitFor();
    await page.getByRole('heading', { name: 'Thank you: your order is confirmed' }).waitFor();
    const first = await confirmedAt(orderNumber);
    expect(first).not.toBeNull();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cod-confirm-done-1280.png`, fullPage: true });

    // The e-mail's link again: confirmed already (nothing more to press), the same moment kept.
    await page.goto(link!);
    await page.getByTestId('cod-confirmed').waitFor();
    await expect(page.getByRole('button', { name: 'Confirm your order' }).count()).resolves.toBe(0);
    expect(await confirmedAt(orderNumber)).toEqual(first);

    // A tampered link (one character of the signature changed) is not valid: no order, nothing to confirm.
    const tampered = `${link!.slice(0, -1)}${link!.endsWith('A') ? 'B' : 'A'}`;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(tampered);
      await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
      await expect(page.getByRole('button', { name: 'Confirm your order' }).count()).resolves.toBe(0);
      await expect(page.getByText(orderNumber).count()).resolves.toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/cod-link-invalid-${width}.png`, fullPage: true });
    }
  });
});
