import { PLACEHOLDER_IMAGE } from '../../api-schema/constants';
import type { Product } from '../../api-schema/entities';

/** The chosen colour's first image, else the first colour's, else the placeholder (docs/product.md §3). */
export function productImage(product: Product, colorName?: string): string {
  const chosen = product.colors.find((c) => c.colorName === colorName);
  return chosen?.images[0] ?? product.colors[0]?.images[0] ?? PLACEHOLDER_IMAGE;
}
