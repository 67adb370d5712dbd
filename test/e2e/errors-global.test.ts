import { expect, test } from 'vitest';
import { useBrowser } from './browser';
import { expectAbsent, failContent, fulfillJson, toast, visible } from './info-helpers';

/** docs/product.md §8 global messages: every failed call, forced in the browser by intercepting it. */
const { newPage } = useBrowser();

const SERVER = 'Server error. Please try again later.';
const TIMEOUT = 'Request timeout. Please check your connection.';
const NETWORK = 'Network error. Please check your connection.';

test('status 500 or above: server error toast, then the caller handles it', async () => {
  const page = await newPage();
  await failContent(page, 'terms', 503, 'Maintenance');
  await page.goto('/terms-conditions');
  await visible(toast(page, SERVER));
  await visible(page.getByText('Failed to load terms and conditions'));
});

test('no answer within 15 s: timeout toast (browser clock, app constant unchanged)', async () => {
  const page = await newPage();
  await page.clock.install();
  let askedAt: number | undefined;
  await page.route('**/api/content/terms', () => {
    askedAt ??= Date.now(); // never answered
  });
  await page.goto('/terms-conditions');
  // The app asks once it has started (after the first paint): a busy machine may take more than poll's 1 s default.
  await expect.poll(() => askedAt, { timeout: 30_000 }).toBeDefined();
  // The page's clock runs at real speed until moved: this reaches 14 s after the request however late the poll saw
  // it (a fixed 14 s once overshot 15 s on a loaded machine).
  await page.clock.fastForward(Math.max(0, 14_000 - (Date.now() - askedAt!)));
  await expectAbsent(toast(page, TIMEOUT));
  await page.clock.fastForward(1_500);
  await visible(toast(page, TIMEOUT));
  await visible(page.getByText('Failed to load terms and conditions'));
});

test('no response (connection aborted): network error toast', async () => {
  const page = await newPage();
  await page.route('**/api/content/privacy', (route) => route.abort('connectionreset'));
  await page.goto('/privacy-policy');
  await visible(toast(page, NETWORK));
  await visible(page.getByText('Failed to load privacy policy'));
});

test('a 4xx is not handled globally: only the caller shows the server message', async () => {
  const page = await newPage();
  await page.route('**/api/contact', (route) =>
    fulfillJson(route, 422, { success: false, message: 'We could not accept this message.' }),
  );
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a Message' });
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Asha');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.in');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await visible(toast(page, 'We could not accept this message.'));
  for (const global of [SERVER, TIMEOUT, NETWORK]) await expectAbsent(toast(page, global), 0);
});

test('a route that throws shows the root error screen', async () => {
  const page = await newPage();
  // A broken deploy: the /about route's code chunk fails to load, so the route throws.
  await page.route(/\/assets\/about-[^/]*\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("chunk exploded")' }),
  );
  await page.goto('/about');
  await visible(page.getByRole('heading', { name: 'Unexpected Application Error!' }));
  // The shop's header stays, so the shopper still has a way on.
  await visible(page.getByRole('banner').getByRole('link', { name: 'All Products' }));
});
