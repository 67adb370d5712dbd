import { expect, it } from 'vitest';
import { useBrowser } from './browser';
import { visible } from './info-helpers';

const { newPage } = useBrowser();

// The app has started once it has drawn a page's own content and no request is pending.
const started = (page: Awaited<ReturnType<typeof newPage>>) => page.waitForLoadState('networkidle');

it.each([
  ['/about', 'About Us — Jhola & Co.'],
  ['/contact', 'Contact Us — Jhola & Co.'],
  ['/privacy-policy', 'Privacy Policy — Jhola & Co.'],
  ['/terms-conditions', 'Terms & Conditions — Jhola & Co.'],
  ['/track-order', 'Track Your Order — Jhola & Co.'],
])('%s keeps its own title after the app starts', async (path, title) => {
  const page = await newPage();
  await page.goto(path);
  await visible(page.getByRole('contentinfo'));
  await started(page);
  await expect.poll(() => page.title()).toBe(title);
  // And after navigating away and back inside the app.
  await page.getByRole('banner').getByRole('link', { name: 'All Products' }).click();
  await expect.poll(() => page.title()).toBe('All Products — Jhola & Co.');
  await page.goBack();
  await expect.poll(() => page.title()).toBe(title);
});

it.each([
  ['/this/does/not/exist', 'Page Not Found'],
  ['/product/no-such-bag', 'Product Not Found'],
])('%s answers 404 with the friendly page', async (path, heading) => {
  const page = await newPage();
  const response = await page.goto(path);
  expect(response!.status()).toBe(404);
  await visible(page.getByRole('heading', { name: heading }));
});
