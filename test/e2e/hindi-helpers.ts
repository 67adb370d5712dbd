import type { Page } from 'playwright-core';
import type { Message } from '../../src/i18n/en';
import { hi } from '../../src/i18n/hi';

/** A catalogue text as a Hindi reader sees it (placeholders filled as t() fills them). */
export const inHindi = (text: Message, values: Record<string, string | number> = {}) =>
  hi[text].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The texts a reader of the page sees or hears: visible text nodes and the reading attributes, each whole. */
export const pageTexts = (page: Page, within = 'body') =>
  page.evaluate((within) => {
    const found = new Set<string>();
    const root = document.querySelector(within)!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent!.trim();
      if (text && n.parentElement!.checkVisibility() && !n.parentElement!.closest('[aria-hidden="true"]'))
        found.add(text);
    }
    for (const el of root.querySelectorAll('[aria-label],[placeholder],[title],img[alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) found.add(value);
      }
    return [...found];
  }, within);
