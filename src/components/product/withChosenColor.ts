import toast from 'react-hot-toast';
import { messages } from '../../../api-schema/messages';

/**
 * Runs a cart/checkout action with the chosen colour, or toasts 'Please select a color' when there is none
 * (a product without colours included) — the same rule for the product card and the product page.
 */
export function withChosenColor(color: string | undefined, action: (chosen: string) => void) {
  if (color) action(color);
  else toast.error(messages.colorRequired);
}
