import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopUrl, useBrowser } from './browser';
import { listProducts } from './browse-helpers';
import { SCREENSHOT_DIR } from './screenshots';

const shared = useBrowser();

const productWithPictures = async () => (await listProducts('limit=48')).find((p) => p.colors[0]!.images.length > 1)!;
const dialogOf = (page: Page) => page.getByRole('dialog', { name: /: pictures$/ });
const shownPicture = (page: Page) => page.locator('.pswp__item[aria-hidden="false"] img.pswp__img').first();
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
const shoot = async (page: Page, name: string) => {
  if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
};

describe('the gallery zoom viewer', () => {
  it('on a phone: a tap opens it, a double tap zooms, the back button closes it and focus returns', async () => {
    const product = await productWithPictures();
    const context = await shared.browser.newContext({
      baseURL: shopUrl(),
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`/product/${product._id}`);
    const opener = page.getByRole('button', { name: /^Zoom: picture 1 of / });
    await opener.tap();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true');
    const picture = shownPicture(page);
    await picture.waitFor();
    await page.waitForFunction(() => !document.querySelector('.pswp--animating, .pswp__preloader--active'));
    const before = (await picture.boundingBox())!.width;
    await shoot(page, 'zoom-phone-open');

    const box = (await picture.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);
    await page.waitForFunction(
      (width) =>
        (document.querySelector('.pswp__item[aria-hidden="false"] img.pswp__img')?.getBoundingClientRect().width ??
          0) >=
        2 * width,
      before,
    );
    await shoot(page, 'zoom-phone-zoomed');

    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${shopUrl()}/product/${product._id}`);
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Zoom: picture 1'));
    await page.getByRole('heading', { name: product.productName, level: 1 }).waitFor();
    await context.close();
  });

  it('on a desktop: a click opens it, Esc closes it and focus returns to the picture', async () => {
    const product = await productWithPictures();
    const page = await shared.newPage();
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Image 2 of', exact: false }).click();
    await page.getByRole('button', { name: /^Zoom: picture 2 of / }).click();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    await shownPicture(page).waitFor();
    await expect(shownPicture(page).getAttribute('alt')).resolves.toMatch(/picture 2 of/);
    await page.waitForFunction(() => !document.querySelector('.pswp--animating'));
    await shoot(page, 'zoom-desktop-open');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(focusedLabel(page)).resolves.toMatch(/^Zoom: picture 2 of/);
    // Closing by Esc also takes back the history entry the viewer added: Back now leaves the page.
    expect(page.url()).toBe(`${shopUrl()}/product/${product._id}`);
  });
});
