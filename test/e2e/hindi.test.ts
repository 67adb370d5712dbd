import { describe, expect, it } from 'vitest';
import type { Message } from '../../src/i18n/en';
import { cartMessages } from '../../src/i18n/en/cart';
import { productMessages } from '../../src/i18n/en/product';
import { useBrowser } from './browser';
import { discountedProducts } from './checkout-helpers';
import { inHindi, pageTexts } from './hindi-helpers';
import { shootAtBothWidths } from './screenshots';

const { newPage } = useBrowser();

/** Texts of the converted parts (docs/i18n.md) whose Hindi differs, placeholders cut out. */
const converted = (parts: readonly (readonly Message[])[]) =>
  parts
    .flat()
    .filter((text) => inHindi(text) !== text && !/\{\w+\}/.test(text))
    .map((text) => text.trim());

/** Issue 44 as far as it is built: the switch, the header, the product page and the cart drawer in Hindi. */
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
    await page
      .getByRole('button', { name: inHindi('Add to Cart') })
      .first()
      .click();
    // The header's cart button (its label joins the catalogue with the header's other texts).
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Cart|कार्ट)/ })
      .click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: inHindi('Proceed to Checkout') }).waitFor();
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
});
