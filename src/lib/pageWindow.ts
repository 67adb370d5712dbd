import { MAX_PAGE_NUMBERS } from './constants';

/** The page numbers to show: up to MAX_PAGE_NUMBERS, centred on the current page where possible. */
export function pageWindow(current: number, pages: number, max = MAX_PAGE_NUMBERS): number[] {
  const count = Math.min(max, pages);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), Math.max(1, pages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/** A gap in the pager between page numbers that are not neighbours. */
export const GAP = 'gap';

/**
 * The pager's items: the first and last pages stay reachable, with the current page's neighbours between them
 * and a gap where pages are skipped — still at most MAX_PAGE_NUMBERS numbers (1 2 3 4 … 43, 1 … 19 20 21 … 43).
 */
export function pagerItems(current: number, pages: number, max = MAX_PAGE_NUMBERS): (number | typeof GAP)[] {
  if (pages <= max) return pageWindow(current, pages, max);
  const middle = pageWindow(current, pages, max - 2);
  if (middle[0]! <= 2) return [...pageWindow(1, pages, max - 1), GAP, pages];
  if (middle.at(-1)! >= pages - 1) return [1, GAP, ...pageWindow(pages, pages, max - 1)];
  return [1, GAP, ...middle, GAP, pages];
}
