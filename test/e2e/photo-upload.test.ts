import type { Locator, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productListResponse } from '../../api-schema/responses';
import { shopUrl, useBrowser } from './browser';
import { signedInDesk } from './desk-helpers';
import { SCREENSHOT_DIR, shootAtBothWidths } from './screenshots';

const SHOTS = SCREENSHOT_DIR;
const { newPage } = useBrowser();

/** The first photo on the page, once Chromium has it: the URL it chose (AVIF expected). */
const loadedPhoto = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 0 ? el.currentSrc : ''));

/** A storefront page as a phone opens it (a fresh 390 px page, not a resized desktop one), top of the page. */
async function shootPhone(path: string, name: string) {
  if (!SHOTS) return;
  const phone = await newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(path);
  await expect.poll(() => loadedPhoto(phone.locator('picture img').first()), { timeout: 15_000 }).toMatch(/\.avif$/);
  await phone.screenshot({ path: `${SHOTS}/${name}-390.png` });
}

/** A portrait "studio shot" made at test time: a bag shape on a soft backdrop (cards must crop it well). */
async function studioPhoto(width = 1200, height = 1600) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4efe6"/><stop offset="1" stop-color="#d9cbb3"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <path d="M420 700 Q600 420 780 700" fill="none" stroke="#5b3a1e" stroke-width="34"/>
    <rect x="300" y="690" width="600" height="620" rx="40" fill="#8a5a2b"/>
    <rect x="300" y="690" width="600" height="90" rx="30" fill="#6e4520"/>
    <circle cx="600" cy="830" r="22" fill="#e9c46a"/>
    <ellipse cx="600" cy="1360" rx="360" ry="30" fill="#00000022"/>
  </svg>`;
  return await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** The photo responses Chromium really received, by URL. */
function photoResponses(page: Page) {
  const seen: Response[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/images/photos/')) seen.push(res);
  });
  return seen;
}

describe('product photos', () => {
  it('sign in → upload a photo → the product page and the listing serve it as AVIF to Chromium', async () => {
    const list = productListResponse.parse(
      await (await fetch(`${shopUrl()}/api/products/public?sortBy=productName&sortOrder=desc&limit=1`)).json(),
    );
    const product = list.data.products[0]!;
    const colour = product.colors[0]!.colorName;

    const desk = await signedInDesk(await newPage(), `/admin/catalogue?q=${encodeURIComponent(product._id)}`);
    await desk.getByRole('link', { name: `Photos of ${product.productName}` }).click();
    await desk.getByRole('heading', { name: `Photos: ${product.productName}` }).waitFor();
    const section = desk.getByTestId('colour-photos').filter({ hasText: `Add a photo of ${colour}` });
    // A GIF is refused with the server's sentence, and nothing is added.
    const gif = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#336699' } })
      .gif()
      .toBuffer();
    await section
      .getByLabel(`Add a photo of ${colour}`)
      .setInputFiles({ name: 'bag.gif', mimeType: 'image/gif', buffer: gif });
    await section.getByRole('alert').getByText('This file is GIF. Please upload a JPEG, PNG or WebP photo.').waitFor();
    await section
      .getByLabel(`Add a photo of ${colour}`)
      .setInputFiles({ name: 'bag.jpg', mimeType: 'image/jpeg', buffer: await studioPhoto() });
    const thumb = section.getByRole('img', { name: `${colour}, photo 1 (1200 × 1600 px)` });
    await thumb.waitFor({ timeout: 30_000 });
    await expect(section.getByRole('alert').count()).resolves.toBe(0);
    // The thumbnail appears before its picture has loaded: wait for the picture, then check its width.
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
      .toBe(320);
    await shootAtBothWidths(desk, 'desk-photos');

    const page = await newPage();
    const photos = photoResponses(page);
    await page.goto(`/product/${product._id}`);
    const main = page.getByRole('img', { name: product.productName, exact: true });
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc), { timeout: 15_000 })
      .toMatch(/\/images\/photos\/[0-9a-f]{32}-(640|1280)\.avif$/);
    const mainSrc = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
    const loaded = photos.find((res) => res.url() === mainSrc)!;
    expect(loaded.status()).toBe(200);
    expect(await loaded.headerValue('content-type')).toBe('image/avif');
    expect(await loaded.headerValue('cache-control')).toBe('public, max-age=31536000, immutable');
    // One photo fetched, no WebP or other width beside it: the preload names the <picture>'s AVIF srcset and sizes.
    expect([...new Set(photos.map((res) => res.url()))]).toEqual([mainSrc]);
    await expect(main.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-photo-1280.png`, fullPage: true });
    // The cart keeps only the image URL; its thumbnail is still a <picture> that Chromium takes as AVIF
    // (at 320 px, or the 640 px file it already holds: Chromium reuses a cached srcset candidate).
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
    const cartThumb = page
      .getByRole('dialog', { name: /Shopping Cart/ })
      .getByRole('listitem')
      .locator('img');
    // The drawer's code loads on first open: on a busy machine that alone can take seconds.
    await cartThumb.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => loadedPhoto(cartThumb), { timeout: 30_000 })
      .toMatch(/\/images\/photos\/[0-9a-f]{32}-(320|640)\.avif$/);
    // …laid out like a lone <img>: the name sits beside it, not below (no box from <picture>/<source>).
    // Both boxes are read in one frame: the drawer may still be sliding in, which moves them together.
    const line = page.getByRole('dialog', { name: /Shopping Cart/ }).getByRole('listitem');
    const { thumbBox, nameBox } = await line.evaluate((item, name) => {
      const nameElement = [...item.querySelectorAll('*')].find((el) => el.textContent?.trim() === name)!;
      return {
        thumbBox: item.querySelector('img')!.getBoundingClientRect().toJSON() as DOMRect,
        nameBox: nameElement.getBoundingClientRect().toJSON() as DOMRect,
      };
    }, product.productName);
    expect(nameBox.y).toBeLessThan(thumbBox.y + thumbBox.height);
    expect(nameBox.x).toBeGreaterThan(thumbBox.x + thumbBox.width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cart-photo-1280.png` });
    await shootPhone(`/product/${product._id}`, 'product-photo');

    const listing = await newPage();
    const cardPhotos = photoResponses(listing);
    await listing.goto(`/products?search=${encodeURIComponent(product.productName)}`);
    const card = listing.getByRole('article', { name: product.productName }).first();
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.currentSrc), {
        timeout: 15_000,
      })
      .toMatch(/\.avif$/);
    expect(await cardPhotos.find((res) => res.url().endsWith('.avif'))!.headerValue('content-type')).toBe('image/avif');
    if (SHOTS) await listing.screenshot({ path: `${SHOTS}/listing-photo-1280.png` });
    await shootPhone(`/products?search=${encodeURIComponent(product.productName)}`, 'listing-photo');

    // Removing it brings the drawing back at once (and leaves the shared shop as the other tests expect it).
    await section.getByRole('button', { name: `Remove ${colour} photo 1` }).click();
    await section.getByText('drawing only').waitFor();
    await section.getByRole('img', { name: `${colour}, drawing` }).waitFor();
    const fallback = await newPage();
    await fallback.goto(`/product/${product._id}`);
    await expect(
      fallback.getByRole('img', { name: product.productName, exact: true }).getAttribute('src'),
    ).resolves.toBe(product.colors[0]!.images[0]);
    await expect(fallback.locator('picture').count()).resolves.toBe(0);
  }, 120_000);
});
