import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { FAVOURITES_STORAGE_KEY } from '../../src/lib/constants';
import { useBrowser } from './browser';
import { firstColourInStock, listProducts } from './browse-helpers';
import { generateProducts } from '../../server/db/seed/products';

/** The shop under test holds the demo seed. */
const LAPTOP_BAGS = generateProducts().filter((p) => p.categoryId === 'laptop-bags').length;

const { newPage } = useBrowser();
const db = new pg.Pool({ connectionString: inject('shopDatabaseUrl'), max: 1 });
afterAll(() => db.end());

/** An in-stock product whose first two colours have different images. */
async function twoColourProduct() {
  const products = await listProducts('limit=48&inStock=true');
  const product = products.find((p) => p.colors.length >= 2 && p.colors[0]!.images[0] !== p.colors[1]!.images[0]);
  if (!product) throw new Error('seed has no two-colour in-stock product');
  return product;
}

describe('/product/{id} (docs/product.md §2/§4)', () => {
  it('switches colour (image resets to the colour’s first), clamps quantity, lists related products', async () => {
    const product = await twoColourProduct();
    const [first, second] = product.colors;
    const page = await newPage();
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.productName }).waitFor();
    const main = page.getByRole('img', { name: product.productName });
    await expect(main.getAttribute('src')).resolves.toBe(first!.images[0]);
    if (first!.images.length > 1) {
      await page.getByRole('button', { name: `Image 2 of ${first!.images.length}` }).click();
      await expect(main.getAttribute('src')).resolves.toBe(first!.images[1]);
    }
    await page.getByRole('radiogroup', { name: 'Color' }).getByRole('radio', { name: second!.colorName }).click();
    await expect(main.getAttribute('src')).resolves.toBe(second!.images[0]);
    await page.getByText(`Color: ${second!.colorName}`).waitFor();

    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await page.getByRole('button', { name: 'Decrease quantity' }).isDisabled();
    await quantity.fill('');
    await expect(quantity.inputValue()).resolves.toBe(''); // empty is allowed while typing
    await quantity.fill('15');
    await expect(quantity.inputValue()).resolves.toBe('15');
    await quantity.blur();
    await expect(quantity.inputValue()).resolves.toBe('10');
    await expect(page.getByRole('button', { name: 'Increase quantity' }).isDisabled()).resolves.toBe(true);
    await quantity.fill('0');
    await quantity.press('Enter');
    await expect(quantity.inputValue()).resolves.toBe('1');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity.inputValue()).resolves.toBe('2');

    await page.getByText('4.5 (124 reviews)').waitFor();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByText('No reviews yet').waitFor();
    await page.getByRole('tab', { name: 'Shipping & Returns' }).click();
    await page.getByText('Standard delivery: 3-5 business days. Express delivery: 1-2 business days.').waitFor();

    const related = page.getByRole('list', { name: 'Related products' }).getByRole('article');
    await related.first().waitFor();
    const names = await related.evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(4);
    expect(names).not.toContain(product.productName);
    const { rows } = await db.query<{ product_name: string }>(
      'SELECT product_name FROM products WHERE category_id = $1',
      [product.category._id],
    );
    for (const name of names) expect(rows.map((r) => r.product_name)).toContain(name);
  });

  it('tabs and colour swatches are one Tab stop each, with arrow keys inside (roving tabindex)', async () => {
    const product = await twoColourProduct();
    const page = await newPage();
    await page.goto(`/product/${product._id}`);
    const tabs = page.getByRole('tablist', { name: 'Product information' }).getByRole('tab');
    await tabs.first().waitFor();
    await expect
      .poll(() => tabs.evaluateAll((els) => els.map((el) => el.getAttribute('tabindex'))))
      .toEqual(['0', '-1', '-1', '-1']);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    const selected = page.getByRole('tab', { selected: true });
    await expect.poll(() => selected.textContent()).toBe('Specifications');
    await expect.poll(() => selected.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => selected.textContent()).toBe('Shipping & Returns');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selected.textContent()).toBe('Description');

    const swatches = page.getByRole('radiogroup', { name: 'Color' }).getByRole('radio');
    await swatches.first().focus();
    await page.keyboard.press('ArrowRight');
    const checked = page.getByRole('radiogroup', { name: 'Color' }).getByRole('radio', { checked: true });
    // The label may add ", sold out": another browser file's orders can sell a colour out before this one runs.
    await expect
      .poll(async () => (await checked.getAttribute('aria-label'))?.split(',')[0])
      .toBe(product.colors[1]!.colorName);
    await expect.poll(() => checked.evaluate((el) => el === document.activeElement && el.tabIndex === 0)).toBe(true);
    await page.getByText(`Color: ${product.colors[1]!.colorName}`).waitFor();
  });

  it('keeps a favourite across a reload', async () => {
    const product = await twoColourProduct();
    const page = await newPage();
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await page.getByRole('button', { name: 'Remove from favourites' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Remove from favourites' }).waitFor();
    const stored = await page.evaluate((key) => localStorage.getItem(key), FAVOURITES_STORAGE_KEY);
    expect(JSON.parse(stored!)).toEqual([product._id]);
    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Add to favourites' }).waitFor();
  });

  it('share copies the link when Web Share is absent', async () => {
    const product = await twoColourProduct();
    const page = await newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/product/${product._id}`);
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied to clipboard!').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(page.url());
  });

  it('shows Product Not Found with the server message for an unknown id', async () => {
    const page = await newPage();
    await page.goto('/product/no-such-bag');
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await page.getByText('Product not found', { exact: true }).waitFor();
  });

  it('a card link on the listing preloads the product on hover, and the card adds to the cart', async () => {
    const page = await newPage();
    // A card whose colour (the first) has stock: other browser files' orders may have sold some out.
    const { productName: name } = (await listProducts('inStock=true&limit=12')).find(firstColourInStock)!;
    await page.goto('/products?inStock=true');
    const card = page.getByRole('list', { name: 'Products', exact: true }).getByRole('article', { name });
    const detail = page.waitForRequest((r) => r.url().includes('/api/products/public/'));
    await card.getByRole('link', { name }).hover();
    await detail;
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await card.getByRole('button', { name: 'Added to Cart' }).waitFor();
    await page.getByRole('button', { name: /^Cart, 1 item$/ }).waitFor();
    await card.getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('link', { name: '← Back' }).click();
    await page.waitForURL((url) => url.pathname === '/products' && url.search === '?inStock=true');
  });

  it('category page: banner with count, filters without category, Category Not Found', async () => {
    const page = await newPage();
    await page.goto('/category/laptop-bags?sort=newPrice:desc');
    await page.getByRole('heading', { level: 1, name: 'Laptop Bags' }).waitFor();
    await page.getByText(`${LAPTOP_BAGS} products`).first().waitFor();
    await expect(page.getByRole('radio', { name: 'All Categories' }).count()).resolves.toBe(0);
    await expect(page.getByLabel('Sort by').inputValue()).resolves.toBe('newPrice:desc');
    await page.getByRole('checkbox', { name: 'In Stock Only' }).check();
    await page.waitForURL(
      (url) => url.searchParams.get('inStock') === 'true' && url.pathname === '/category/laptop-bags',
    );
    await page.goto('/category/not-a-category');
    await page.getByRole('heading', { name: 'Category Not Found' }).waitFor();
  });
});
