import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { gridSettled } from './browse-helpers';
import { SCREENSHOT_DIR } from './screenshots';

const { newPage } = useBrowser();

const heroBackground = (page: Awaited<ReturnType<typeof newPage>>) =>
  page
    .locator('main section')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundImage);

describe('the home hero picture', () => {
  it('fills the right half on a desktop, drawn like the category banners; a phone never asks for it', async () => {
    const desktop = await newPage();
    const asked: string[] = [];
    desktop.on(
      'response',
      (r) => r.url().endsWith('/images/hero.svg') && asked.push(`${r.status()} ${r.headers()['content-type']}`),
    );
    await desktop.goto('/');
    await desktop.getByRole('heading', { level: 1 }).waitFor();
    await expect(heroBackground(desktop)).resolves.toContain('/images/hero.svg');
    await desktop.waitForLoadState('networkidle');
    expect(asked).toEqual(['200 image/svg+xml; charset=utf-8']);
    if (SCREENSHOT_DIR) await desktop.screenshot({ path: `${SCREENSHOT_DIR}/home-hero-1280.png` });

    const phone = await newPage({ viewport: { width: 390, height: 844 } });
    const phoneAsked: string[] = [];
    phone.on('request', (r) => r.url().endsWith('/images/hero.svg') && phoneAsked.push(r.url()));
    await phone.goto('/');
    await phone.getByRole('heading', { level: 1 }).waitFor();
    await phone.waitForLoadState('networkidle');
    await expect(heroBackground(phone)).resolves.not.toContain('hero.svg');
    expect(phoneAsked).toEqual([]);
    if (SCREENSHOT_DIR) await phone.screenshot({ path: `${SCREENSHOT_DIR}/home-hero-390.png` });
  });

  it('read searches say what they read at both widths (and are shot when SCREENSHOT_DIR is set)', async () => {
    for (const width of [1280, 390]) {
      const page = await newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
      for (const [name, search] of [
        ['college-bag', 'college bag'],
        ['did-you-mean', 'hanbag'],
        ['leather', 'leather'],
      ]) {
        await page.goto(`/products?search=${encodeURIComponent(search!)}`);
        await gridSettled(page);
        await page.getByText(`Results for "${search}"`, { exact: false }).first().waitFor();
        if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/search-${name}-${width}.png` });
      }
      await page.close();
    }
  });
});
