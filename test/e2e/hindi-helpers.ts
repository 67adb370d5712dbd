import type { Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '../../api-schema/constants';
import type { Message } from '../../src/i18n/en';
import { browseMessages } from '../../src/i18n/en/browse';
import { cartMessages } from '../../src/i18n/en/cart';
import { checkoutMessages } from '../../src/i18n/en/checkout';
import { commonMessages } from '../../src/i18n/en/common';
import { infoMessages } from '../../src/i18n/en/info';
import { ordersMessages } from '../../src/i18n/en/orders';
import { paymentsMessages } from '../../src/i18n/en/payments';
import { policiesMessages } from '../../src/i18n/en/policies';
import { productMessages } from '../../src/i18n/en/product';
import { hi } from '../../src/i18n/hi';
import { LANGUAGE_STORAGE_KEY } from '../../src/lib/constants';

/** A catalogue text as a Hindi reader sees it (placeholders filled as t() fills them). */
export const inHindi = (text: Message, values: Record<string, string | number> = {}) =>
  hi[text].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/**
 * The texts a reader of the page sees or hears: visible text nodes and the reading attributes, each whole. What the
 * owner wrote (`data-owner-text`: the info pages' content) is shown as written in every language and left out.
 */
export const pageTexts = (page: Page, within = 'body') =>
  page.evaluate((within) => {
    const found = new Set<string>();
    const root = document.querySelector(within)!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent!.trim();
      const parent = n.parentElement!;
      if (text && parent.checkVisibility() && !parent.closest('[aria-hidden="true"],[data-owner-text]'))
        found.add(text);
    }
    for (const el of root.querySelectorAll(':is([aria-label],[placeholder],[title],img[alt]):not([data-owner-text])'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) found.add(value);
      }
    return [...found];
  }, within);

/** Every English text of the catalogue whose Hindi differs, placeholders aside: none may show to a Hindi reader. */
export const englishTexts = (): string[] =>
  [
    commonMessages,
    productMessages,
    cartMessages,
    browseMessages,
    ordersMessages,
    infoMessages,
    policiesMessages,
    checkoutMessages,
    paymentsMessages,
  ]
    .flat()
    .filter((text: Message) => inHindi(text) !== text && !/\{\w+\}/.test(text))
    .map((text) => text.trim());

/** The shop remembers Hindi for this page's browser context, as the header's switch leaves it. */
export async function readInHindi(page: Page) {
  await page.goto('/');
  await page.evaluate(
    ([key, cookie]) => {
      localStorage.setItem(key!, 'hi');
      document.cookie = `${cookie}=hi; path=/`;
    },
    [LANGUAGE_STORAGE_KEY, LANGUAGE_COOKIE],
  );
}
