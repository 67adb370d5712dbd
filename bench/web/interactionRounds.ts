import { randomInt } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { CPU_SLOWDOWN } from './flipRounds';
import { clickInteractionMs, press, recordInteractions } from './interactionTiming';
import { categoryNames } from './throttledListing';

/** The shopper's path besides filter flips, in the order a shopper takes it. */
export const INTERACTIONS = [
  'swatch on a card',
  'add to cart from a card',
  'open the cart drawer',
  'drawer quantity +',
  'phone: open filters',
  'phone: filter in the drawer',
  'coupon apply',
  'place order click',
] as const;
export type Interaction = (typeof INTERACTIONS)[number];

/**
 * Click → next paint of one click, as Event Timing reports it (the INP measure: input delay, handlers,
 * rendering up to the next paint; interactionTiming.ts). The CPU is slowed only around the click, so setting up is quick.
 */
async function clickToNextPaint(page: Page, target: Locator): Promise<number> {
  await target.waitFor();
  await recordInteractions(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await press(target);
  const ms = await clickInteractionMs(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return ms;
}

async function openListing(browser: Browser, shopUrl: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.addInitScript('globalThis.__name = (fn) => fn');
  await page.goto(`${shopUrl}/products`);
  await page.getByRole('list', { name: 'Products' }).waitFor();
  return page;
}

/** Fills the checkout form as a shopper paying cash on delivery in Pune (the cart must hold something). */
export async function fillCheckout(page: Page) {
  const form = page.getByRole('form', { name: 'Checkout' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field('Full Name').fill('Asha Verma');
  await field('Email').fill(`asha.${randomInt(1e9)}@example.in`);
  await field('Phone').fill(`9${randomInt(100_000_000, 999_999_999)}`);
  await field('City').selectOption('pune');
  await field('Address Line 1').fill('12 MG Road');
  await field('State').fill('Maharashtra');
  await field('PIN Code').fill('411001');
  await field('Cash on Delivery').check();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
}

/** One round of every interaction, each on a fresh page state (a new browser context: empty cart). */
export async function measureInteractions(
  browser: Browser,
  shopUrl: string,
): Promise<Partial<Record<Interaction, number>>> {
  const ms: Partial<Record<Interaction, number>> = {};
  const page = await openListing(browser, shopUrl, 1280);
  await categoryNames(page);
  const grid = page.getByRole('list', { name: 'Products' });
  const twoColours = grid.locator('[role=radiogroup]:has(> [role=radio]:nth-child(2))').first();
  ms['swatch on a card'] = await clickToNextPaint(page, twoColours.getByRole('radio').nth(1));
  const inStock = grid.getByRole('article').filter({ has: page.getByRole('button', { name: 'Add to Cart' }) });
  ms['add to cart from a card'] = await clickToNextPaint(
    page,
    inStock.first().getByRole('button', { name: 'Add to Cart' }),
  );
  ms['open the cart drawer'] = await clickToNextPaint(page, page.getByRole('button', { name: /^Cart, / }));
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  ms['drawer quantity +'] = await clickToNextPaint(page, drawer.getByRole('button', { name: 'Increase quantity' }));
  await page.keyboard.press('Escape');

  await page.goto(`${shopUrl}/checkout`);
  await fillCheckout(page);
  // An older build (before coupons) has no coupon field: that figure is left out for it.
  const haveCoupon = page.getByRole('button', { name: 'Have a coupon?' });
  if (await haveCoupon.isVisible()) {
    await haveCoupon.click();
    await page.getByLabel('Coupon code').fill('WELCOME10');
    ms['coupon apply'] = await clickToNextPaint(page, page.getByRole('button', { name: 'Apply' }));
    await page.getByText('WELCOME10 applied').waitFor();
  }
  ms['place order click'] = await clickToNextPaint(page, page.getByRole('button', { name: 'Place Order' }));
  await page.waitForURL(/\/order-success$/);
  await page.context().close();

  const phone = await openListing(browser, shopUrl, 390);
  ms['phone: open filters'] = await clickToNextPaint(phone, phone.getByRole('button', { name: /^Filters/ }));
  const [, category] = await categoryNames(phone);
  ms['phone: filter in the drawer'] = await clickToNextPaint(
    phone,
    phone.getByRole('radio', { name: category!, exact: true }),
  );
  await phone.context().close();
  return ms;
}
