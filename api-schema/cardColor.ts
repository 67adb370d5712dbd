import type { Product } from './entities';

/**
 * The colour a product card opens on: the first of its colours the listing's Colour filter asks for
 * (comma-separated names, as in the URL), else its first (docs/product.md §2). The server pre-paints and
 * preloads the same picture the card then shows.
 */
export function cardColor(product: Product, colorFilter?: string | null): string | undefined {
  const wanted = colorFilter?.split(',');
  return (product.colors.find((c) => wanted?.includes(c.colorName)) ?? product.colors[0])?.colorName;
}
