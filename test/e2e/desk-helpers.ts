import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { orderResponse } from '../../api-schema/responses';
import { deskHeaders, signInToDesk } from '../../server/http/operator';
import { shopUrl } from './browser';
import { discountedProducts, puneCity, shopper } from './checkout-helpers';

/** `page` signed in through the desk's own sign-in form at `path`, its section bar showing. */
export async function signedInDesk(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel('Email').fill(inject('operatorEmail'));
  await page.getByLabel('Password').fill(inject('operatorPassword'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Desk sections' }).waitFor();
  return page;
}

/** A cash-on-delivery order for the first discounted product, placed through the shop's API by a Pune shopper. */
export async function placeCodOrder() {
  const [product] = await discountedProducts();
  const who = shopper(await puneCity());
  const res = await fetch(`${shopUrl()}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      agreement: true,
      products: [{ productId: product!._id, quantity: 1, color: product!.colors[0]!.colorName }],
      shippingInfo: { ...who, city: who.city._id },
    }),
  });
  const { orderNumber, totalAmount } = orderResponse.parse(await res.json()).data.order;
  return { orderNumber, totalAmount, phone: who.phone };
}

/** The desk's API as the signed-in operator: each call answers 200 or throws with what it said. */
export async function deskCall(path: string, body: object) {
  const desk = await signInToDesk(
    (p, init) => fetch(`${shopUrl()}${p}`, init),
    inject('operatorEmail'),
    inject('operatorPassword'),
  );
  const res = await fetch(`${shopUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...deskHeaders(desk) },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}
