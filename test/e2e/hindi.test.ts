import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import PostalMime, { type Email } from 'postal-mime';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../api-schema/messages';
import type { Message } from '../../src/i18n/en';
import { cartMessages } from '../../src/i18n/en/cart';
import { productMessages } from '../../src/i18n/en/product';
import { useBrowser } from './browser';
import { EMPTY_CHECKOUT_MESSAGES, cartLine, discountedProducts, puneCity, seedCart, shopper } from './checkout-helpers';
import { englishTexts, inHindi, pageTexts, readInHindi } from './hindi-helpers';
import { shootAtBothWidths } from './screenshots';

const { newPage } = useBrowser();

/** The e-mail the shop's outbox wrote to this shopper (it polls every second). */
async function mailTo(address: string): Promise<Email | undefined> {
  for (let i = 0; i < 50; i++) {
    const dir = inject('mailDir');
    for (const file of (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'))) {
      const mail = await PostalMime.parse(await readFile(join(dir, file)));
      if (mail.to?.some((to) => to.address === address)) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return undefined;
}

const checkoutField = (page: Page, label: Message) =>
  page.getByRole('form', { name: inHindi('Checkout') }).getByLabel(inHindi(label), { exact: true });

const DEVANAGARI = /[\u0900-\u097F]{3}/;

/** Texts of the converted parts (docs/i18n.md) whose Hindi differs, placeholders cut out. */
const converted = (parts: readonly (readonly Message[])[]) =>
  parts
    .flat()
    .filter((text) => inHindi(text) !== text && !/\{\w+\}/.test(text))
    .map((text) => text.trim());

/** Issue 44 as far as it is built: the switch, the header, the product page and the cart drawer in Hindi. */
/**
 * The product page's Add to Cart in Hindi, then its label turning to "Added to Cart": two full runs under load each
 * found the cart empty after this click once, not reproduced alone. A failure here says the click added nothing and
 * shows the toasts it left (the colour toast: the page thought the colour sold out).
 */
async function addFromProductPage(page: Page) {
  await page
    .getByRole('button', { name: inHindi('Add to Cart') })
    .first()
    .click();
  try {
    await page
      .getByRole('button', { name: inHindi('Added to Cart') })
      .first()
      .waitFor();
  } catch (error) {
    const toasts = await page.getByRole('status').allInnerTexts();
    throw new Error(`Add to Cart added nothing; toasts: ${JSON.stringify(toasts)}`, { cause: error });
  }
}

/**
 * The header's cart button (its label joins the catalogue with the header's other texts), then the drawer's Hindi
 * checkout link. A full run under load (load average 6–7) once found no such link after 10 s; a failure here says
 * what the page showed instead: the dialogs, their text, the page's language.
 */
async function openCartDrawer(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Cart|कार्ट)/ })
    .click();
  try {
    await page
      .getByRole('dialog')
      .getByRole('link', { name: inHindi('Proceed to Checkout') })
      .waitFor();
  } catch (error) {
    const shown = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dialogs: [...document.querySelectorAll('dialog')].map((d) => ({ open: d.open, text: d.innerText.slice(0, 300) })),
    }));
    throw new Error(`The cart drawer showed no Hindi checkout link: ${JSON.stringify(shown)}`, { cause: error });
  }
}

describe('the shop in Hindi (issue 44)', () => {
  it('the switch shows the header, product page and cart drawer in Hindi, is remembered, and switches back to the spec English', async () => {
    const [product] = await discountedProducts();
    const page = await newPage();
    await page.goto(`/product/${product!._id}`);
    await page.getByRole('button', { name: 'हिंदी' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page
      .getByRole('button', { name: inHindi('Add to Cart') })
      .first()
      .waitFor();
    await page
      .getByRole('navigation', { name: inHindi('Main') })
      .getByRole('link', { name: inHindi('All Products') })
      .waitFor();

    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await addFromProductPage(page);
    await openCartDrawer(page);
    await shootAtBothWidths(page, 'hindi-product-cart');

    // None of the drawer's English is left (the product cards and prices below the page join with their area).
    const english = new Set(converted([productMessages, cartMessages]));
    const left = (await pageTexts(page, 'dialog[open]')).filter((text) => english.has(text));
    expect(left).toEqual([]);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-IN');
    await page.getByRole('button', { name: 'Add to Cart' }).first().waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Add to Cart' }).first().waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en-IN');
  });

  it('a shopper in हिंदी filters, buys with every §5 message in Hindi, reads the success page, tracking and e-mail in Hindi; back in English the spec texts return', async () => {
    const [product] = await discountedProducts();
    const page = await newPage();
    await page.goto('/products');
    await page.getByRole('button', { name: 'हिंदी' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page
      .getByRole('checkbox', { name: inHindi('In Stock Only') })
      .first()
      .check();
    await page.waitForURL(/inStock=true/);
    await page
      .getByRole('heading', { name: inHindi('All Products') })
      .first()
      .waitFor();

    await page.goto(`/product/${product!._id}`);
    await addFromProductPage(page);
    await page.getByRole('banner').getByRole('button', { name: /^कार्ट/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: inHindi('Proceed to Checkout') })
      .click();
    await page.waitForURL(/\/checkout$/);

    // Every §5 message, in Hindi: first the empty form, then malformed values.
    await page.getByRole('button', { name: inHindi('Place Order') }).click();
    for (const message of EMPTY_CHECKOUT_MESSAGES)
      await page.getByText(inHindi(message), { exact: true }).first().waitFor();
    await checkoutField(page, 'Email').fill('not-an-email');
    await checkoutField(page, 'Phone').fill('12');
    await checkoutField(page, 'PIN Code').fill('0123');
    await page.getByRole('button', { name: inHindi('Place Order') }).click();
    for (const message of [messages.emailInvalid, messages.phoneInvalid, messages.pinInvalid])
      await page.getByText(inHindi(message), { exact: true }).first().waitFor();
    await shootAtBothWidths(page, 'hindi-checkout-errors');

    const who = shopper(await puneCity());
    await checkoutField(page, 'PIN Code').fill(who.pincode);
    await checkoutField(page, 'Full Name').fill(who.name);
    await checkoutField(page, 'Email').fill(who.email);
    await checkoutField(page, 'Phone').fill(who.phone);
    await checkoutField(page, 'City').selectOption(who.city._id);
    await checkoutField(page, 'Address Line 1').fill(who.address1);
    await checkoutField(page, 'State').fill(who.state);
    await checkoutField(page, 'Cash on Delivery').check();
    await page.getByRole('checkbox', { name: /सहमत/ }).check();
    await page.getByRole('button', { name: inHindi('Place Order') }).click();
    await page.waitForURL(/\/order-success$/);
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    await page
      .getByText(inHindi('Thank you for your order. A confirmation has been sent to {email}.', { email: who.email }))
      .waitFor();
    await shootAtBothWidths(page, 'hindi-order-success');

    await page
      .getByRole('main')
      .getByRole('link', { name: inHindi('Track Your Order') })
      .click();
    await page.waitForURL(/\/track-order\?/);
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe(inHindi('Placed'));
    await shootAtBothWidths(page, 'hindi-tracking');

    const mail = await mailTo(who.email);
    expect(mail?.subject).toContain(orderNumber);
    expect(mail?.subject).toMatch(DEVANAGARI);
    expect(mail?.text).toMatch(DEVANAGARI);

    // Back to English: the spec's texts, exactly, and so they stay after a reload.
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-IN');
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Placed');
    await page.reload();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Placed');
  });

  it('no English text of the catalogue is left on a shopper screen in Hindi at 390 px', async () => {
    const english = englishTexts();
    const whole = new Set(english);
    // Longer texts also count inside a bigger text node (a sentence with a link in it).
    const pieces = english.filter((text) => text.includes(' ') && text.length >= 12);
    const [product] = await discountedProducts();
    const routes = [
      '/',
      '/products',
      '/products?search=black%20bag',
      '/products?search=zzzzqqq',
      `/product/${product!._id}`,
      `/category/${product!.category._id}`,
      '/about',
      '/contact',
      '/favourites',
      '/track-order',
      '/privacy-policy',
      '/terms-conditions',
      '/no-such-page',
    ];
    const left: string[] = [];
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await readInHindi(page);
    const read = async (where: string) => {
      for (const text of await pageTexts(page))
        if (whole.has(text) || pieces.some((piece) => text.includes(piece))) left.push(`${where}: ${text}`);
    };
    for (const route of routes) {
      await page.goto(route);
      await page.getByRole('main').waitFor();
      await page.waitForLoadState('networkidle');
      await read(route);
    }
    await seedCart(page, [cartLine(product!)]);
    await page.getByRole('form', { name: inHindi('Checkout') }).waitFor();
    await page.waitForLoadState('networkidle');
    await read('/checkout');
    expect(left).toEqual([]);
  });
});
