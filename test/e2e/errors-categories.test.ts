import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowser, withoutFirstRouteData } from './browser';
import { PLACEHOLDER_IMAGE } from '../../api-schema/constants';
import type { Category } from '../../api-schema/entities';
import { fulfillJson, toast, visible } from './info-helpers';

/** docs/product.md §8 inline: "Category list loading failure: server message, else 'Failed to fetch categories' (also logged)". */
const { newPage } = useBrowser();

const failCategories = async (page: Page, status: number, message?: string) => {
  await withoutFirstRouteData(page);
  await page.route('**/api/categories/active', (route) =>
    message ? fulfillJson(route, status, { success: false, message }) : route.fulfill({ status, body: '' }),
  );
};

const shopByCategory = (page: Page) => page.getByRole('region', { name: 'Shop by Category' });

test('home: the server message is shown where the categories would be', async () => {
  const page = await newPage();
  await failCategories(page, 503, 'Categories are being restocked.');
  await page.goto('/');
  await visible(shopByCategory(page).getByText('Categories are being restocked.'));
  await visible(toast(page, 'Server error. Please try again later.'));
});

test("home: without a server message, 'Failed to fetch categories'", async () => {
  const page = await newPage();
  await withoutFirstRouteData(page);
  await page.route('**/api/categories/active', (route) => route.abort());
  await page.goto('/');
  await visible(shopByCategory(page).getByText('Failed to fetch categories'));
  await visible(toast(page, 'Network error. Please check your connection.'));
});

test("header dropdown: 'Failed to fetch categories' when there is no server message", async () => {
  const page = await newPage();
  await failCategories(page, 500);
  await page.goto('/about');
  await page.getByRole('button', { name: 'Categories' }).click();
  await visible(page.locator('#categories-menu').getByText('Failed to fetch categories'));
});

test('header dropdown shows the server message', async () => {
  const page = await newPage();
  await failCategories(page, 500, 'Categories are being restocked.');
  await page.goto('/about');
  await page.getByRole('button', { name: 'Categories' }).click();
  await visible(page.locator('#categories-menu').getByText('Categories are being restocked.'));
});

test('the failure is also logged', async () => {
  const page = await newPage();
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await failCategories(page, 500, 'Categories are being restocked.');
  await page.goto('/');
  await visible(shopByCategory(page).getByText('Categories are being restocked.'));
  expect(
    logged.some(
      (line) => line.includes('Failed to fetch categories') || line.includes('Categories are being restocked.'),
    ),
  ).toBe(true);
});

test('home: a category without an image gets the placeholder, not an empty src', async () => {
  const page = await newPage();
  await withoutFirstRouteData(page);
  await page.route('**/api/categories/active', async (route) => {
    const body = (await (await route.fetch()).json()) as { data: { categories: Category[] } };
    body.data.categories[0]!.categoryImage = '';
    await fulfillJson(route, 200, body);
  });
  await page.goto('/');
  const first = shopByCategory(page).getByRole('listitem').first().locator('img');
  await first.waitFor({ state: 'attached' });
  expect(await first.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
});
