import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../../api-schema/constants';
import type { Product } from '../../api-schema/entities';
import { cartTotals } from '../../api-schema/money';
import { productListResponse } from '../../api-schema/responses';
import { formatINR } from '../../src/lib/format';
import type { Page } from 'playwright-core';
import { firstColourInStock } from './browse-helpers';
import { useBrowser, withoutFirstRouteData } from './browser';
import { api, cartLine, readCart, seedCart } from './checkout-helpers';

const { newPage } = useBrowser();

/**
 * The first page of /products (newest first) that a card's Add to Cart puts in the cart: in stock on the card's
 * colour, the first (other browser files' orders may have sold it out, in an order vitest may change).
 */
async function firstPage(): Promise<Product[]> {
  const { data } = await api('products/public?limit=12&sortBy=createdAt&sortOrder=desc', productListResponse);
  return data.products.filter((p) => p.inStock && firstColourInStock(p));
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, / });
const drawer = (page: Page) => page.getByRole('dialog', { name: /Shopping Cart/ });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

describe('cart and drawer', () => {
  it('adds from the card and the product page, shows counts, totals and savings, and quantity 0 removes', async () => {
    const products = await firstPage();
    const twoColours = products.find(
      (p) => p.colors.length >= 2 && p.colors[1]!.inStock !== false && p.oldPrice !== null && p.oldPrice > p.newPrice,
    )!;
    const other = products.find((p) => p !== twoColours && p.colors.length >= 1)!;
    const page = await newPage();
    await page.goto('/products');

    const card = page.getByRole('article', { name: twoColours.productName });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await toast(page, `${twoColours.productName} added to cart`);
    await card.getByRole('button', { name: 'Added to Cart' }).waitFor();
    await page.getByRole('article', { name: other.productName }).getByRole('button', { name: 'Add to Cart' }).click();

    await page.goto(`/product/${twoColours._id}`);
    const second = twoColours.colors[1]!.colorName;
    await page.getByRole('radiogroup', { name: 'Color' }).getByRole('radio', { name: second }).click();
    // .first(): the purchase panel comes before the related products' cards.
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await toast(page, `${twoColours.productName} added to cart`);
    await page.goto(`/product/${other._id}`);
    await page.getByRole('button', { name: 'Added to Cart' }).first().click();
    await toast(page, `Updated ${other.productName} quantity in cart`);

    const lines = [cartLine(twoColours, 0, 1), cartLine(other, 0, 2), cartLine(twoColours, 1, 1)];
    const totals = cartTotals(lines);
    await cartButton(page).filter({ hasText: '4' }).waitFor();
    await expect(cartButton(page).getAttribute('aria-label')).resolves.toBe('Cart, 4 items');
    await cartButton(page).click();
    await drawer(page).getByRole('heading', { name: 'Shopping Cart (4)' }).waitFor();
    await expect(drawer(page).evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
    await expect(drawer(page).getByRole('listitem').count()).resolves.toBe(3);
    await drawer(page)
      .getByRole('listitem', { name: `${twoColours.productName}, ${second}` })
      .getByText(`Color: ${second}`)
      .waitFor();
    await expect(drawer(page).getByTestId('cart-total').textContent()).resolves.toBe(formatINR(totals.totalPrice));
    await expect(drawer(page).getByTestId('cart-savings').textContent()).resolves.toBe(formatINR(totals.savings));
    await drawer(page).getByText('You Save:').waitFor();

    const otherLine = drawer(page).getByRole('listitem', {
      name: `${other.productName}, ${other.colors[0]!.colorName}`,
    });
    await otherLine.getByRole('button', { name: 'Decrease quantity' }).click();
    await drawer(page).getByRole('heading', { name: 'Shopping Cart (3)' }).waitFor();
    await otherLine.getByRole('button', { name: 'Decrease quantity' }).click();
    await toast(page, 'Item removed from cart');
    await drawer(page).getByRole('heading', { name: 'Shopping Cart (2)' }).waitFor();
    await expect(drawer(page).getByRole('listitem').count()).resolves.toBe(2);
    await expect(drawer(page).getByTestId('cart-total').textContent()).resolves.toBe(
      formatINR(cartTotals([lines[0]!, lines[2]!]).totalPrice),
    );

    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'hidden' });
    await expect(cartButton(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await page.reload();
    await expect(cartButton(page).getAttribute('aria-label')).resolves.toBe('Cart, 2 items');
    await expect(readCart(page)).resolves.toEqual([lines[0], lines[2]]);
  });

  it("a card for a product without colours says 'Please select a color' instead of doing nothing", async () => {
    const page = await newPage();
    let name = '';
    await withoutFirstRouteData(page);
    await page.route('**/api/products/public?*', async (route) => {
      const body = (await (await route.fetch()).json()) as { data: { products: Product[] } };
      const product = body.data.products.find((p) => p.inStock)!;
      product.colors = [];
      name = product.productName;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    });
    await page.goto('/products');
    await page.getByRole('article').first().waitFor();
    await page.getByRole('article', { name }).getByRole('button', { name: 'Add to Cart' }).click();
    await toast(page, 'Please select a color');
    await expect(readCart(page)).resolves.toEqual([]);
  });

  it('keeps two tabs in step', async () => {
    const [product] = await firstPage();
    const first = await newPage();
    await first.goto('/products');
    const second = await first.context().newPage();
    await second.goto('/');
    await first
      .getByRole('article', { name: product!.productName })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await cartButton(second).filter({ hasText: '1' }).waitFor();
    await cartButton(second).click();
    await drawer(second).getByRole('button', { name: 'Increase quantity' }).click();
    // The other tab hears of it through the storage event, a moment later: wait for it (the test's timeout fails it).
    await first.getByRole('button', { name: 'Cart, 2 items', exact: true }).waitFor();
  });

  it('shows the empty state, whose Browse Products goes to /products and closes the drawer', async () => {
    const page = await newPage();
    await page.goto('/');
    await cartButton(page).click();
    await drawer(page).getByRole('heading', { name: 'Shopping Cart (0)' }).waitFor();
    await drawer(page).getByText('Your cart is empty').waitFor();
    await drawer(page).getByText('Add some products to get started!').waitFor();
    await drawer(page).getByRole('link', { name: 'Browse Products' }).click();
    await page.waitForURL(/\/products$/);
    await drawer(page).waitFor({ state: 'hidden' });
  });

  it('closes on the backdrop and the close button, swaps a broken image, and Proceed to Checkout goes to /checkout', async () => {
    const [product] = await firstPage();
    const broken = { ...cartLine(product!), image: '/images/missing-bag.svg' };
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    await seedCart(page, [broken], '/');
    await cartButton(page).click();
    await drawer(page).getByRole('button', { name: 'Close cart' }).click();
    await drawer(page).waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 1280, height: 800 });
    await cartButton(page).click();
    await drawer(page).locator(`img[src="${PLACEHOLDER_IMAGE}"]`).waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
    const box = (await drawer(page).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(28 * 16);
    expect(box.x + box.width).toBeCloseTo(1280, 0);
    await page.mouse.click(20, 400);
    await drawer(page).waitFor({ state: 'hidden' });

    await cartButton(page).click();
    await drawer(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await drawer(page).waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
  });
});
