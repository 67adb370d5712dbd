import { MAX_PAGE_NUMBERS } from './constants';

/** The page numbers to show: up to MAX_PAGE_NUMBERS, centred on the current page where possible. */
export function pageWindow(current: number, pages: number, max = MAX_PAGE_NUMBERS): number[] {
  const count = Math.min(max, pages);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), Math.max(1, pages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
