import { describe, expect, it } from 'vitest';
import type { Product } from '../../api-schema/entities';
import { useBrowser, withoutFirstRouteData } from './browser';
import { listProducts } from './browse-helpers';

const { newPage } = useBrowser();

describe('layout and home (docs/product.md §2)', () => {
  it('home: hero, benefits, 8 category tiles, 4 featured, call-us banner, testimonials, footer', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Shop Now' }).waitFor();
    await page.getByRole('link', { name: 'Learn More' }).waitFor();
    await page.getByText('Free Shipping').first().waitFor();
    const tiles = page.getByRole('heading', { name: 'Shop by Category' }).locator('..').getByRole('link');
    await tiles.nth(7).waitFor();
    await expect(tiles.count()).resolves.toBe(8);
    const featured = page.getByRole('list', { name: 'Featured products' }).getByRole('article');
    await featured.nth(3).waitFor();
    const newest = (await listProducts('limit=4&sortBy=createdAt&sortOrder=desc')).map((p) => p.productName);
    await expect(featured.evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).resolves.toEqual(
      newest,
    );
    await page.getByText('Call us Mon-Sat 10 AM-7 PM').waitFor();
    await page.getByRole('heading', { name: 'What Our Customers Say' }).waitFor();
    await expect(page.getByText('Rated 5 out of 5', { exact: true }).count()).resolves.toBe(3);
    await expect(page.getByText('★★★★★').first().getAttribute('aria-hidden')).resolves.toBe('true');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Terms & Conditions', 'Privacy Policy']) await footer.getByRole('link', { name }).waitFor();
    for (const text of ['Shipping Policy', 'Return & Exchange', 'FAQ']) {
      await expect(footer.getByText(text).evaluate((el) => el.closest('a'))).resolves.toBeNull();
    }
    await footer.getByRole('textbox', { name: 'Email address' }).waitFor();
  });

  it('header: Categories dropdown goes to the category page; scrolled state; cart button opens the drawer', async () => {
    const page = await newPage();
    await page.goto('/products');
    const header = page.getByRole('banner');
    await expect(header.getAttribute('data-scrolled')).resolves.toBe('false');
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-scrolled') === 'true');
    await header.getByRole('button', { name: 'Categories' }).click();
    await header.getByRole('link', { name: 'Sling Bags' }).click();
    await page.waitForURL('**/category/sling-bags');
    await page.getByRole('heading', { level: 1, name: 'Sling Bags' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(header.getByRole('link', { name: 'Sling Bags' }).isVisible()).resolves.toBe(false);
    await header.getByRole('button', { name: /^Cart, 0 items$/ }).click();
    await page.getByText('Your cart is empty').waitFor();
  });

  it('phone (390 px): the menu toggle shows the links; a link closes the menu', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'All Products' }).waitFor();
    await nav.getByRole('button', { name: 'Categories' }).click();
    await nav.getByRole('link', { name: 'Totes' }).waitFor();
    await nav.getByRole('link', { name: 'All Products' }).click();
    await page.waitForURL('**/products');
    await expect(nav.isVisible()).resolves.toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('complementary', { name: 'Filters' });
    await drawer.getByRole('radio', { name: 'Wallets' }).check();
    // Issue 30: the phone's drawer collects changes until its "Show N products" button (docs/product.md §2).
    await drawer.getByRole('button', { name: /^Show \d+ products$/ }).click();
    await page.waitForURL('**/products?category=wallets');
    await drawer.waitFor({ state: 'hidden' }); // it slides out (200 ms) after applying
  });

  it('a listing that answers 500 shows the docs/product.md §8 toast and the inline error', async () => {
    const page = await newPage();
    await withoutFirstRouteData(page);
    await page.route('**/api/products/public**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Database is resting' }),
      }),
    );
    await page.goto('/products');
    await page.getByRole('status').filter({ hasText: 'Server error. Please try again later.' }).waitFor();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.getByText('Database is resting').waitFor();
  });

  it('product page: server message on failure; a product without colours asks for one', async () => {
    const [product] = await listProducts('limit=1&inStock=true');
    const page = await newPage();
    await page.route('**/api/products/public/gone-bag', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'This bag has been retired' }),
      }),
    );
    const colourless: Product = { ...product!, _id: 'colourless-bag', colors: [] };
    await page.route('**/api/products/public/colourless-bag', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, data: { product: colourless } }),
      }),
    );
    await page.goto('/product/gone-bag');
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await page.getByText('This bag has been retired').waitFor();
    await page.goto('/product/colourless-bag');
    // The first Add to Cart is the product's own; related cards follow it.
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByText('Please select a color').waitFor();
  });

  it('browsing logs no console errors', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await page.getByRole('list', { name: 'Featured products' }).getByRole('article').first().waitFor();
    await page.getByRole('link', { name: 'Handbags' }).first().click();
    await page.getByRole('list', { name: 'Products', exact: true }).getByRole('article').first().waitFor();
    await page
      .getByRole('list', { name: 'Products', exact: true })
      .getByRole('article')
      .first()
      .getByRole('link')
      .first()
      .click();
    await page.getByRole('tab', { name: 'Specifications' }).click();
    await page.getByRole('list', { name: 'Related products' }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Handbags' }).click();
    await page.getByRole('heading', { level: 1, name: 'Handbags' }).waitFor();
    expect(errors).toEqual([]);
  });
});
