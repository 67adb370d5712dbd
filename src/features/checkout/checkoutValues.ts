import { colourInStock, colourStockLeft } from '../../../api-schema/colourStock';
import type { City, Product } from '../../../api-schema/entities';
import { toFieldErrors } from '../../../api-schema/envelope';
import { messages } from '../../../api-schema/messages';
import { checkoutFormSchema, type CheckoutForm, type OrderCreateInput } from '../../../api-schema/order';
import type { CartLine } from '../cart/cartLines';
import { currentLanguage } from '../../i18n/language';

/** What the form holds while the shopper types: every field a string, the checkbox a boolean. */
export type CheckoutValues = Required<Omit<CheckoutForm, 'agreement'>> & { agreement: boolean };
export type CheckoutField = keyof CheckoutValues;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const emptyCheckoutValues: CheckoutValues = {
  name: '',
  email: '',
  phone: '',
  city: '',
  address1: '',
  address2: '',
  state: '',
  pincode: '',
  notes: '',
  // Cash on delivery is the only mode on offer, so it starts chosen (the docs/product.md §5 rule still guards an empty value).
  paymentMethod: 'cod',
  agreement: false,
};

/**
 * docs/product.md §5 messages from the shared schema, plus "the chosen city must be one we deliver to" — checked only
 * once the list has arrived (`cities` undefined while loading), so a city restored from the draft is not flagged.
 */
export function validateCheckout(values: CheckoutValues, cities: readonly City[] | undefined): CheckoutErrors {
  const result = checkoutFormSchema.safeParse(values);
  const errors: CheckoutErrors = {};
  if (!result.success) {
    for (const { field, message } of toFieldErrors(result.error.issues)) errors[field as CheckoutField] = message;
  }
  if (!errors.city && values.city && cities && !cities.some((c) => c._id === values.city))
    errors.city = messages.citySelect;
  return errors;
}

/**
 * docs/product.md §3 payload; prices never are sent. The payment method is sent only when it is UPI (offered
 * when the shop has a UPI ID) and the notes only when typed, so cash on delivery without notes stays the
 * documented payload.
 */
export function toOrderPayload(values: CheckoutValues, lines: readonly CartLine[]): OrderCreateInput {
  const { name, email, phone, address1, address2, city, state, pincode } = values;
  const notes = values.notes.trim();
  return {
    ...(values.paymentMethod === 'upi' ? { paymentMode: 'upi' as const } : {}),
    // The order's e-mails and invoice follow the language it was placed in; English is the server's default.
    ...(currentLanguage() === 'hi' ? { language: 'hi' as const } : {}),
    ...(notes ? { notes } : {}),
    agreement: true,
    products: lines.map((l) => ({ productId: l.productId, quantity: l.quantity, color: l.color })),
    shippingInfo: {
      name: name.trim(),
      email: email.trim(),
      phone: phone.trim(),
      address1: address1.trim(),
      address2: address2.trim(),
      city,
      state: state.trim(),
      pincode: pincode.trim(),
    },
  };
}

/** One Idempotency-Key per exact payload: an identical resubmit keeps its key, an edited order gets a new one. */
export interface OrderAttempt {
  key: string;
  payloadJson: string;
}

export function orderAttemptFor(
  previous: OrderAttempt | null,
  payload: OrderCreateInput,
  newKey: () => string,
): OrderAttempt {
  const payloadJson = JSON.stringify(payload);
  return previous?.payloadJson === payloadJson ? previous : { key: newKey(), payloadJson };
}

/**
 * A line as checkout shows it: the cart line at today's prices, flagged when its colour sold out, or when
 * the shop no longer has it (removed or hidden: its page is not found) — then no order can include it.
 */
export type CheckoutLine = CartLine & { outOfStock?: boolean; unavailable?: boolean };

/**
 * The server charges current prices, so the summary shows them rather than the ones saved when each line
 * was added. `products` holds what the shop answers now for each line's product (undefined while loading
 * or when it failed: that line keeps its saved price and the server has the last word).
 */
export function atCurrentPrices(
  lines: readonly CartLine[],
  products: ReadonlyMap<string, Product | null>,
): CheckoutLine[] {
  return lines.map((line) => {
    const product = products.get(line.productId);
    if (product === null) return { ...line, unavailable: true };
    return product
      ? {
          ...line,
          price: product.newPrice,
          oldPrice: product.oldPrice,
          // Stock is per colour (ADR 028): the line's colour decides.
          outOfStock: !colourInStock(product, line.color),
          stockLeft: colourStockLeft(product, line.color),
        }
      : line;
  });
}
