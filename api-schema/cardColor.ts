import type { Product } from './entities';

/**
 * The colour a product card or page opens on: the first of its own colours that the listing's Colour filter
 * or understood colour words (comma-separated names, as in the URL), or the product page's `color` param,
 * ask for; else its first (docs/product.md §2). The server pre-paints and preloads the same picture.
 */
export function cardColor(product: Product, colorFilter?: string | null): string | undefined {
  const wanted = colorFilter?.split(',');
  return (product.colors.find((c) => wanted?.includes(c.colorName)) ?? product.colors[0])?.colorName;
}

/** The product page's `color` param for a colour: none for the first one, so the default view has one address. */
export const colorParam = (product: Product, color: string | undefined) =>
  color && color !== product.colors[0]?.colorName ? color : undefined;
