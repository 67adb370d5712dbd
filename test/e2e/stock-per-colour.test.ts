import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { productResponse } from '../../api-schema/responses';
import { shopUrl, useBrowser } from './browser';
import { shootAtBothWidths } from './screenshots';

// Issue 43: stock per colour (docs/decisions/028-stock-per-colour.md) as a shopper and the owner see it.
const { newPage } = useBrowser();
const db = new pg.Pool({ connectionString: inject('shopDatabaseUrl'), max: 1 });
afterAll(() => db.end());

let id: string;
let name: string;
const SOLD_OUT = 'Tan is sold out. Please choose another colour.';

beforeAll(async () => {
  // A seeded bag offered in black and tan (the last by id: away from what other tests pick): black 5, tan none.
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT p.id, p.product_name AS name FROM products p WHERE p.active
       AND EXISTS (SELECT 1 FROM product_colors WHERE product_id = p.id AND name = 'Black')
       AND EXISTS (SELECT 1 FROM product_colors WHERE product_id = p.id AND name = 'Tan')
     ORDER BY p.id DESC LIMIT 1`,
  );
  ({ id, name } = rows[0]!);
  await db.query(`UPDATE product_colors SET stock = CASE name WHEN 'Black' THEN 5 ELSE 0 END WHERE product_id = $1`, [
    id,
  ]);
});

describe('a colour sold out while another sells', () => {
  it("tan's swatch is marked sold out, Add to Cart and Buy Now refuse it; black still goes to the cart", async () => {
    // The product answer drops out of the cache through the database's change notices.
    await expect
      .poll(async () => {
        const res = await fetch(`${shopUrl()}/api/products/public/${id}`);
        return productResponse.parse(await res.json()).data.product.colors.find((c) => c.colorName === 'Tan')?.inStock;
      })
      .toBe(false);
    const page = await newPage();
    await page.goto(`/product/${id}?color=Tan`);
    const colours = page.getByRole('radiogroup', { name: 'Color' });
    const tan = colours.getByRole('radio', { name: 'Tan, sold out' });
    await expect(tan.getAttribute('aria-checked')).resolves.toBe('true');
    await expect(colours.getByRole('radio', { name: 'Black', exact: true }).count()).resolves.toBe(1);
    await page.getByText(SOLD_OUT).first().waitFor();
    // The page's stock badge speaks of the chosen colour (cards never say "In Stock": only the page's badge does).
    await expect(page.getByText('In Stock', { exact: true }).count()).resolves.toBe(0);
    await shootAtBothWidths(page, 'product-colour-sold-out');

    // aria-disabled (announced as unavailable) yet clickable, so a click can say why: force past Playwright's check.
    const add = page.getByRole('button', { name: 'Add to Cart', exact: true }).first();
    await expect(add.getAttribute('aria-disabled')).resolves.toBe('true');
    await add.click({ force: true });
    await page.getByRole('status').filter({ hasText: SOLD_OUT }).waitFor();
    await page.getByRole('button', { name: 'Buy Now' }).first().click({ force: true });
    await expect.poll(() => page.getByRole('status').filter({ hasText: SOLD_OUT }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe(`/product/${id}`);
    expect(await page.evaluate(() => localStorage.getItem('bag-ecommerce-cart'))).toBeNull();

    await colours.getByRole('radio', { name: 'Black', exact: true }).click();
    await page.getByText('In Stock', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await page.getByText(`${name} added to cart`).waitFor();
    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('bag-ecommerce-cart')))!) as {
      color: string;
    }[];
    expect(cart.map((l) => l.color)).toEqual(['Black']);
  });

  it("the desk shows each colour's stock and saves a new count for one colour", async () => {
    const desk = await newPage();
    await desk.goto(`/admin/catalogue?q=${encodeURIComponent(id)}`);
    await desk.getByLabel('Email').fill(inject('operatorEmail'));
    await desk.getByLabel('Password').fill(inject('operatorPassword'));
    await desk.getByRole('button', { name: 'Sign in' }).click();
    const tanStock = desk.getByLabel(`Tan stock of ${name}`);
    await tanStock.waitFor();
    await expect(tanStock.inputValue()).resolves.toBe('0');
    await expect(desk.getByLabel(`Black stock of ${name}`).inputValue()).resolves.toBe('5');
    await shootAtBothWidths(desk, 'desk-colour-stock');
    await tanStock.fill('-1');
    await desk.getByRole('button', { name: `Save ${name}` }).click();
    await desk.getByRole('alert').filter({ hasText: 'Stock cannot be negative' }).waitFor();
    await tanStock.fill('2');
    const saved = desk.waitForResponse((r) => r.url().includes('/stock-and-price') && r.status() === 200);
    await desk.getByRole('button', { name: `Save ${name}` }).click();
    await saved;
    const { rows } = await db.query<{ name: string; stock: number }>(
      `SELECT name, stock FROM product_colors WHERE product_id = $1 AND name IN ('Black', 'Tan') ORDER BY name`,
      [id],
    );
    expect(rows).toEqual([
      { name: 'Black', stock: 5 },
      { name: 'Tan', stock: 2 },
    ]);
  });
});
