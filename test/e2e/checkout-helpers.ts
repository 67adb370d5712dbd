import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { City, Product } from '../../api-schema/entities';
import { messages } from '../../api-schema/messages';
import { cityListResponse, productListResponse } from '../../api-schema/responses';
import { lineFromProduct, type CartLine } from '../../src/features/cart/cartLines';
import { CART_STORAGE_KEY } from '../../src/lib/constants';
import { shopUrl } from './browser';

export async function api<T>(path: string, schema: { parse: (v: unknown) => T }): Promise<T> {
  const response = await fetch(`${shopUrl()}/api/${path}`);
  return schema.parse(await response.json());
}

/**
 * In-stock products with a discount and at least two colours, so savings and colour lines show. Their first two
 * colours have stock: stock is per colour (ADR 028), and the orders of the browser files run before (in an order
 * vitest may change from one run to the next) can sell out a product's first colour while others remain.
 */
export async function discountedProducts(sortOrder: 'asc' | 'desc' = 'desc'): Promise<Product[]> {
  const { data } = await api(
    `products/public?limit=48&inStock=true&sortBy=newPrice&sortOrder=${sortOrder}`,
    productListResponse,
  );
  return data.products.filter(
    (p) =>
      p.oldPrice !== null &&
      p.oldPrice > p.newPrice &&
      p.colors.length >= 2 &&
      p.colors.slice(0, 2).every((c) => c.inStock !== false),
  );
}

export async function activeCities(): Promise<City[]> {
  return (await api('cities/active', cityListResponse)).data.cities;
}

/** Pune, where shopper()'s PIN 411001 lies: the server refuses a PIN that contradicts the city. */
export async function puneCity(): Promise<City> {
  const city = (await activeCities()).find((c) => c._id === 'pune');
  if (!city) throw new Error('Pune is not an active city');
  return city;
}

/** Opens the shop once, writes the cart into localStorage, and goes to `path`. */
export async function seedCart(page: Page, lines: CartLine[], path = '/checkout') {
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [CART_STORAGE_KEY, JSON.stringify(lines)]);
  await page.goto(path);
}

export const cartLine = (product: Product, colorIndex = 0, quantity = 1) =>
  lineFromProduct(product, product.colors[colorIndex]!.colorName, quantity);

export const readCart = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as CartLine[], CART_STORAGE_KEY);

export function shopper(city: City) {
  return {
    name: 'Asha Verma',
    email: `asha.${randomUUID().slice(0, 8)}@example.in`,
    phone: '98765 43210',
    city,
    address1: '12 MG Road',
    state: 'Maharashtra',
    pincode: '411001',
  };
}

/** The checkout form's field by its exact label (the footer has its own email box). */
export const field = (page: Page, label: string) =>
  page.getByRole('form', { name: 'Checkout' }).getByLabel(label, { exact: true });

export async function fillCheckout(page: Page, who: ReturnType<typeof shopper>) {
  await field(page, 'Full Name').fill(who.name);
  await field(page, 'Email').fill(who.email);
  await field(page, 'Phone').fill(who.phone);
  await field(page, 'City').selectOption(who.city._id);
  await field(page, 'Address Line 1').fill(who.address1);
  await field(page, 'State').fill(who.state);
  await field(page, 'PIN Code').fill(who.pincode);
  await field(page, 'Cash on Delivery').check();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
}

export async function countOrders(email: string): Promise<number> {
  const client = new pg.Client({ connectionString: inject('shopDatabaseUrl') });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM orders WHERE email = $1', [email]);
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** The docs/product.md §5 messages an empty checkout shows on its first submit, in the form's order. */
export const EMPTY_CHECKOUT_MESSAGES = [
  messages.nameRequired,
  messages.emailRequired,
  messages.phoneRequired,
  messages.cityRequired,
  messages.addressRequired,
  messages.stateRequired,
  messages.pinRequired,
  messages.agreementRequired,
] as const;
