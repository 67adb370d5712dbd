import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../api-schema/constants';
import type { Product } from '../../api-schema/entities';
import { photoHashOf, photoUrl } from '../../api-schema/photos';
import { productListResponse } from '../../api-schema/responses';
import { shopUrl, useBrowser } from './browser';
import { gridSettled, listProducts } from './browse-helpers';
import { SCREENSHOT_DIR, shootAtBothWidths } from './screenshots';

/** Issue 41: a card and the product page open on the colour the shopper filtered or searched for. */
const { newPage } = useBrowser();

/** The src ProductPicture gives a product image (a drawing as it is, a photo as its 640 px WebP). */
const pictureSrc = (image: string) => {
  const hash = photoHashOf(image);
  return hash ? photoUrl(hash, 640, 'webp') : image;
};
const colourImage = (product: Product, colour: string) =>
  pictureSrc(product.colors.find((c) => c.colorName === colour)!.images[0]!);
const listTotal = async (query: string) =>
  productListResponse.parse(await (await fetch(`${shopUrl()}/api/products/public?limit=1&${query}`)).json()).data
    .pagination.total;
const cards = (page: Page) => page.getByRole('list', { name: 'Products', exact: true }).getByRole('article');
/** A swatch's colour name: a sold-out colour's label adds ", sold out" (stock per colour, ADR 028). */
const colourName = (label: string | null) => label?.replace(/, sold out$/, '') ?? null;
const checkedColour = (scope: ReturnType<Page['locator']>, group: string) =>
  scope
    .getByRole('radiogroup', { name: group, exact: true })
    .getByRole('radio', { checked: true })
    .getAttribute('aria-label')
    .then(colourName);

/** Every card of the first page shows `colour` chosen and that colour's picture, in the API's order. */
async function expectCardsOn(page: Page, listed: Product[], colour: string | string[]) {
  const colourOf = (i: number) => (typeof colour === 'string' ? colour : colour[i]!);
  const shown = await cards(page).evaluateAll((articles) =>
    articles.map((card) => ({
      name: card.getAttribute('aria-label'),
      colour: card
        .querySelector('[role="radio"][aria-checked="true"]')
        ?.getAttribute('aria-label')
        ?.replace(/, sold out$/, ''),
      src: card.querySelector('img')?.getAttribute('src'),
    })),
  );
  expect(shown).toEqual(
    listed.map((p, i) => ({ name: p.productName, colour: colourOf(i), src: colourImage(p, colourOf(i)) })),
  );
}

/** The product page shows `colour` chosen, named and pictured. */
async function expectPageOn(page: Page, product: Product, colour: string) {
  await page.getByRole('heading', { level: 1, name: product.productName }).waitFor();
  await page.getByText(`Color: ${colour}`, { exact: true }).waitFor();
  await expect(checkedColour(page.locator('main'), 'Color')).resolves.toBe(colour);
  await expect(page.getByRole('img', { name: product.productName }).getAttribute('src')).resolves.toBe(
    colourImage(product, colour),
  );
}

/**
 * Opens `listing`, checks each card is on black, opens a product whose own first colour is not black (so
 * the check means something), and checks the product page, a reload and Back.
 */
async function blackAllTheWay(listing: string, apiQuery: string, shot?: string) {
  const listed = await listProducts(apiQuery);
  expect(listed.length).toBeGreaterThan(1);
  expect(listed.every((p) => p.colors.some((c) => c.colorName === 'Black'))).toBe(true);
  const product = listed.find((p) => p.colors[0]!.colorName !== 'Black');
  expect(product, 'a product that would otherwise open on another colour').toBeDefined();
  const page = await newPage();
  await page.goto(listing);
  await gridSettled(page);
  await expectCardsOn(page, listed, 'Black');
  if (shot) await shootAtBothWidths(page, `${shot}-listing`);
  if (shot && SCREENSHOT_DIR)
    await cards(page)
      .nth(listed.indexOf(product!))
      .screenshot({ path: `${SCREENSHOT_DIR}/${shot}-card.png` });

  await cards(page).nth(listed.indexOf(product!)).getByRole('link', { name: product!.productName }).click();
  await page.waitForURL((url) => url.pathname === `/product/${product!._id}`);
  expect(new URL(page.url()).searchParams.get('color')).toBe('Black');
  await expectPageOn(page, product!, 'Black');
  if (shot) await shootAtBothWidths(page, `${shot}-product`);

  await page.reload();
  await expectPageOn(page, product!, 'Black');
  await page.goBack();
  const asked = new URL(listing, 'http://x');
  await page.waitForURL((url) => url.pathname === asked.pathname && `${url.searchParams}` === `${asked.searchParams}`);
  await gridSettled(page);
  await expectCardsOn(page, listed, 'Black');
  await page.close();
}

describe('the colour asked for (issue 41)', () => {
  it('a Colour filter in the URL: each card and the product page open on it; reload and Back keep it', async () => {
    await blackAllTheWay('/products?search=tote&color=Black', 'limit=12&search=tote&color=Black');
  });

  it('search "black tote": a Black chip, each card and the product page on black; reload and Back keep it', async () => {
    const answer = productListResponse.parse(
      await (await fetch(`${shopUrl()}/api/products/public?limit=1&search=black+tote`)).json(),
    ).data;
    expect(answer.understood?.colours).toEqual(['Black']);
    await blackAllTheWay('/products?search=black+tote', 'limit=12&search=black+tote', 'black-tote');
  });

  it('removing the Black chip searches the other words, without reading black again', async () => {
    const page = await newPage();
    await page.goto('/products?search=black+tote');
    await gridSettled(page);
    const total = await listTotal('search=black+tote');
    await page.getByRole('heading', { name: `Results for "black tote" (${total})` }).waitFor();
    await page.getByRole('button', { name: 'Remove Black' }).click();
    await page.waitForFunction(() => location.search === '?search=tote');
    await gridSettled(page);
    const listed = await listProducts('limit=12&search=tote');
    await page.getByRole('heading', { name: `Results for "tote" (${await listTotal('search=tote')})` }).waitFor();
    await expect(page.getByRole('button', { name: 'Remove Black' }).count()).resolves.toBe(0);
    // Each card is back on its own first colour.
    await expectCardsOn(
      page,
      listed,
      listed.map((p) => p.colors[0]!.colorName),
    );
    await page.close();
  });

  it('no colour asked for: the card links to the plain page, which opens on the first colour', async () => {
    const [product] = (await listProducts(`limit=${PAGE_SIZE}`)).filter((p) => p.colors.length > 1);
    const page = await newPage();
    await page.goto('/products');
    await gridSettled(page);
    const link = page.getByRole('link', { name: product!.productName, exact: true });
    await expect(link.getAttribute('href')).resolves.toBe(`/product/${product!._id}`);
    await link.click();
    await expectPageOn(page, product!, product!.colors[0]!.colorName);
    expect(new URL(page.url()).search).toBe('');
    // A colour the product lacks, hand-typed: the first colour, as with none.
    await page.goto(`/product/${product!._id}?color=Chartreuse`);
    await expectPageOn(page, product!, product!.colors[0]!.colorName);
    await page.close();
  });

  it('a colour picked on the product page goes into the URL without a history step', async () => {
    const [product] = (await listProducts('limit=48')).filter((p) => p.colors.length > 1);
    const [first, second] = product!.colors;
    const page = await newPage();
    await page.goto('/products');
    await gridSettled(page);
    await page.goto(`/product/${product!._id}`);
    await expectPageOn(page, product!, first!.colorName);
    await page
      .getByRole('radiogroup', { name: 'Color', exact: true })
      .getByRole('radio', { name: second!.colorName })
      .click();
    await page.waitForFunction((c) => new URLSearchParams(location.search).get('color') === c, second!.colorName);
    await page.reload();
    await expectPageOn(page, product!, second!.colorName);
    await page
      .getByRole('radiogroup', { name: 'Color', exact: true })
      .getByRole('radio', { name: first!.colorName })
      .click();
    await page.waitForFunction(() => location.search === '');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/products');
    await page.close();
  });
});
