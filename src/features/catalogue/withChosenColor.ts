import { colourInStock, colourSoldOutMessage } from '../../../api-schema/colourStock';
import type { Product } from '../../../api-schema/entities';
import { showToast } from '../../ui/showToast';

/**
 * Runs a cart/checkout action with the chosen colour, or toasts 'Please select a color' when there is none
 * (a product without colours included), or that the colour is sold out (stock is per colour, ADR 028) — the same
 * rule for the product card and the product page.
 * The message comes from the shared list on demand: importing it statically would put that chunk on the
 * listing's first load (~200 B brotli of a tight budget) for a toast that almost never shows.
 */
export function withChosenColor(
  product: Pick<Product, 'inStock' | 'stockLeft' | 'colors'>,
  color: string | undefined,
  action: (chosen: string) => void,
) {
  if (color && !colourInStock(product, color)) showToast.error(colourSoldOutMessage(color));
  else if (color) action(color);
  else void import('../../../api-schema/messages').then(({ messages }) => showToast.error(messages.colorRequired));
}
