import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productListResponse } from '../../api-schema/responses';
import { violations } from './axe-helpers';
import { shopUrl, useBrowser } from './browser';
import { signedInDesk } from './desk-helpers';
import { shootAtBothWidths } from './screenshots';

const { newPage } = useBrowser();

/** Another operator's save, sent from this signed-in page the way the desk sends it. */
const editElsewhere = (page: Page, id: string, edit: object) =>
  page.evaluate(
    async ([id, edit]) => {
      const { data } = (await (await fetch('/api/admin/session')).json()) as { data: { csrfToken: string } };
      const res = await fetch(`/api/admin/products/${id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': data.csrfToken },
        body: JSON.stringify(edit),
      });
      return res.status;
    },
    [id, edit] as const,
  );

describe('editing a product on the desk', () => {
  it('name, a specification and the low-stock alert are saved, survive a reload and reach the shop; a failed save keeps the typing', async () => {
    // An old product in the middle of the catalogue, which the other browser tests do not pick.
    const list = productListResponse.parse(
      await (await fetch(`${shopUrl()}/api/products/public?sortBy=createdAt&sortOrder=asc&limit=1&page=3`)).json(),
    );
    const product = list.data.products[0]!;
    // Its words stay (other tests search the catalogue); one is added.
    const renamed = `${product.productName} Marigold`;
    const desk = await signedInDesk(await newPage(), `/admin/catalogue?q=${encodeURIComponent(product._id)}`);
    await desk.getByRole('link', { name: `Edit ${product.productName}` }).click();
    const form = desk.getByRole('form', { name: `Details of ${product.productName}` });
    await form.waitFor();

    await form.getByLabel('Product name').fill(renamed);
    await form.getByRole('button', { name: 'Add a specification' }).click();
    const spec = form.getByTestId('specification-row').last();
    await spec.getByRole('textbox').first().fill('Gift note');
    await spec.getByRole('textbox').last().fill('Handwritten on request');
    await form.getByLabel('Low-stock alert at').fill('-2');
    await form.getByRole('button', { name: 'Save changes' }).click();
    // Checked before sending: the message sits at the field, which gets the focus.
    await form.getByRole('alert').filter({ hasText: 'Low-stock threshold cannot be negative' }).waitFor();
    await expect
      .poll(() => form.getByLabel('Low-stock alert at').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await form.getByLabel('Low-stock alert at').fill('9');

    // The server is away for this one save: a message, and everything typed is still there.
    await desk.route('**/api/admin/products/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 503, json: { success: false, message: 'The shop is busy. Please try again.' } })
        : route.fallback(),
    );
    await form.getByRole('button', { name: 'Save changes' }).click();
    await desk.getByRole('status').filter({ hasText: 'Server error. Please try again later.' }).waitFor();
    await form.getByRole('alert').filter({ hasText: 'Everything you typed is still here.' }).waitFor();
    await desk.unroute('**/api/admin/products/*');
    expect(await form.getByLabel('Product name').inputValue()).toBe(renamed);
    expect(await spec.getByRole('textbox').last().inputValue()).toBe('Handwritten on request');
    expect(await form.getByLabel('Low-stock alert at').inputValue()).toBe('9');

    await form.getByRole('button', { name: 'Save changes' }).click();
    await desk
      .getByRole('status')
      .filter({ hasText: `${renamed} saved` })
      .waitFor();
    await desk.getByRole('heading', { name: `Edit: ${renamed}` }).waitFor();

    await desk.reload();
    const reloaded = desk.getByRole('form', { name: `Details of ${renamed}` });
    await reloaded.waitFor();
    expect(await reloaded.getByLabel('Product name').inputValue()).toBe(renamed);
    await shootAtBothWidths(desk, 'product-edit');
    expect(await violations(desk)).toEqual([]);
    expect(await reloaded.getByLabel('Low-stock alert at').inputValue()).toBe('9');
    const saved = reloaded.getByTestId('specification-row').last().getByRole('textbox');
    expect([await saved.first().inputValue(), await saved.last().inputValue()]).toEqual([
      'Gift note',
      'Handwritten on request',
    ]);

    // Someone else saves meanwhile: this page's save is refused with why, and its typing stays.
    expect(await editElsewhere(desk, product._id, { description: 'Changed in another tab.' })).toBe(200);
    await reloaded.getByLabel('Product name').fill(`${renamed} II`);
    await reloaded.getByRole('button', { name: 'Save changes' }).click();
    await desk.getByRole('status').filter({ hasText: 'Someone else saved this product since you opened it' }).waitFor();
    expect(await reloaded.getByLabel('Product name').inputValue()).toBe(`${renamed} II`);
    await reloaded.getByRole('alert').filter({ hasText: 'Everything you typed is still here.' }).waitFor();
    await shootAtBothWidths(desk, 'product-edit-refused');

    // The shop's product page shows the saved name and the new specification.
    const shop = await newPage();
    await shop.goto(`/product/${product._id}`);
    await shop.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await shop.getByRole('tab', { name: 'Specifications' }).click();
    await shop.getByRole('tabpanel').getByText('Handwritten on request').waitFor();
  });
});
