import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { formatINR } from '../../src/lib/format';
import { useBrowser } from './browser';
import { listProducts } from './browse-helpers';
import { shootAtBothWidths } from './screenshots';

const { newPage } = useBrowser();
const db = new pg.Pool({ connectionString: inject('shopDatabaseUrl'), max: 1 });
afterAll(() => db.end());

/** An in-stock product with a struck MRP, left with `stock` units (the product answer is current at once). */
async function productWithStock(stock: number, skip = 0) {
  const products = await listProducts('limit=48&inStock=true');
  const product = products.filter((p) => p.oldPrice !== null && p.oldPrice > p.newPrice && p.colors.length > 0)[skip]!;
  // Stock is per colour (ADR 028): the first colour, the one the page opens on, holds them all.
  await db.query(
    'UPDATE product_colors SET stock = CASE WHEN position = (SELECT min(position) FROM product_colors WHERE product_id = $1) THEN $2 ELSE 0 END WHERE product_id = $1',
    [product._id, stock],
  );
  return product;
}

const increase = (scope: { getByRole: import('playwright-core').Page['getByRole'] }) =>
  scope.getByRole('button', { name: 'Increase quantity' }).first();

describe('stock-aware quantity', () => {
  it('the product page says "Only 3 left", its picker stops at 3 and the cart takes no more than 3', async () => {
    const product = await productWithStock(3);
    const page = await newPage();
    await page.goto(`/product/${product._id}`);
    await page.getByText('· Only 3 left').waitFor();
    const box = page.getByRole('spinbutton', { name: 'Quantity' });
    for (let i = 0; i < 5; i++) if (await increase(page).isEnabled()) await increase(page).click();
    await expect(box.inputValue()).resolves.toBe('3');
    await expect(increase(page).isDisabled()).resolves.toBe(true);
    await box.fill('8');
    await box.press('Enter');
    await expect(box.inputValue()).resolves.toBe('3');

    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await page.getByText(`${product.productName} added to cart`).waitFor();
    await page.getByRole('button', { name: 'Added to Cart' }).first().click();
    await page.getByText(`Only 3 of ${product.productName}`).waitFor();

    await page.getByRole('button', { name: /^Cart, 3 items/ }).click();
    const line = page
      .getByRole('dialog', { name: /Shopping Cart/ })
      .getByRole('listitem', { name: new RegExp(product.productName) });
    await line.getByText('Only 3 left').waitFor();
    await expect(line.getByRole('button', { name: 'Increase quantity' }).isDisabled()).resolves.toBe(true);
  });

  it("Buy Now's checkout has a quantity control that stops at the stock", async () => {
    const product = await productWithStock(2, 1);
    const page = await newPage();
    await page.goto(
      `/checkout?buyNow=${product._id}&color=${encodeURIComponent(product.colors[0]!.colorName)}&quantity=5`,
    );
    const summary = page.getByRole('group', { name: 'Quantity' });
    await expect(summary.getByRole('status').textContent()).resolves.toBe('2');
    await page.getByText('Only 2 left').waitFor();
    await expect(increase(summary).isDisabled()).resolves.toBe(true);
    await summary.getByRole('button', { name: 'Decrease quantity' }).click();
    await page.waitForURL(/quantity=1/);
    await expect(page.getByTestId('summary-subtotal').textContent()).resolves.toBe(formatINR(product.newPrice));
  });
});

describe('product page disclosures', () => {
  it('shows "MRP ₹X (inclusive of all taxes)", the country of origin and the seller', async () => {
    const product = await productWithStock(50, 2);
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`/product/${product._id}`);
    const price = page.locator('main p', { hasText: 'inclusive of all taxes' }).first();
    await expect(price.textContent()).resolves.toBe(
      `${formatINR(product.newPrice)}MRP ${formatINR(product.oldPrice!)}(inclusive of all taxes)`,
    );
    await expect(price.locator('s').textContent()).resolves.toBe(formatINR(product.oldPrice!));
    const disclosures = page.locator('dl', { hasText: 'Country of origin' });
    await disclosures.scrollIntoViewIfNeeded();
    await expect(
      disclosures.locator('div', { hasText: 'Country of origin' }).locator('dd').textContent(),
    ).resolves.toBe('India');
    await disclosures
      .getByText('Jhola & Co. Demo Traders (fictitious), 14 Demo Lane, Bandra West, Mumbai 400050, Maharashtra')
      .waitFor();
    await shootAtBothWidths(page, 'product-page');
  });

  it('the footer and the terms name the grievance officer', async () => {
    const page = await newPage();
    await page.goto('/terms-conditions');
    const terms = page.getByRole('region', { name: 'Grievance Officer' });
    await terms.getByText('Asha Menon (demo)').waitFor();
    await terms.getByRole('link', { name: 'grievance@jholaandco.in' }).waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByText('Asha Menon (demo)').waitFor();
    await expect(footer.getByRole('link', { name: '+91 98765 43210' }).count()).resolves.toBeGreaterThan(0);
    await shootAtBothWidths(page, 'terms-footer');
  });
});

describe('Product not found', () => {
  it('offers a search box and a few products', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/product/no-such-bag');
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await page.getByRole('list', { name: 'Products you may like' }).getByRole('article').first().waitFor();
    await shootAtBothWidths(page, 'product-not-found');
    await page.getByRole('searchbox', { name: 'Search bags' }).fill('tote');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/products\?search=tote/);
  });
});
