import { colourInStock } from '../../../api-schema/colourStock';
import type { Product } from '../../../api-schema/entities';

/**
 * Runs a cart/checkout action with the chosen colour, or toasts 'Please select a color' when there is none
 * (a product without colours included), or that the colour is sold out (stock is per colour, ADR 028) — the same
 * rule for the product card and the product page.
 * The toast's words load on demand: importing them statically would put them and the shared message list on the
 * listing's and the product page's first load (~250 B brotli of a tight budget) for a toast that rarely shows.
 */
export function withChosenColor(
  product: Pick<Product, 'inStock' | 'stockLeft' | 'colors'>,
  color: string | undefined,
  action: (chosen: string) => void,
) {
  if (color && colourInStock(product, color)) action(color);
  else void import('./colourToast').then(({ colourToast }) => colourToast(color));
}
