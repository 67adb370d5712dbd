import { FREE_SHIPPING_ABOVE } from './constants';

/** docs/product.md §5: rounded percentage reduction, 0 when it does not apply. */
export function discountPercent(price?: number | null, oldPrice?: number | null): number {
  if (!price || !oldPrice || oldPrice <= price) return 0;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

export interface PricedLine {
  price: number;
  oldPrice?: number | null;
  quantity: number;
}

/** docs/product.md §9 cart totals. */
export function cartTotals(lines: readonly PricedLine[]) {
  let totalItems = 0;
  let totalPrice = 0;
  let savings = 0;
  for (const line of lines) {
    totalItems += line.quantity;
    totalPrice += line.price * line.quantity;
    if (line.oldPrice && line.oldPrice > line.price) savings += (line.oldPrice - line.price) * line.quantity;
  }
  return { totalItems, totalPrice, savings };
}

/** The city's charge, waived when the subtotal is above ₹999 (docs/product.md §9: free shipping claim honoured). */
export function deliveryChargeFor(subtotal: number, cityCharge: number): number {
  return subtotal > FREE_SHIPPING_ABOVE ? 0 : cityCharge;
}

/** Everything the checkout summary and the server's order pricing show. */
export function orderTotals(lines: readonly PricedLine[], cityCharge: number | null) {
  const { totalItems, totalPrice: subtotal, savings } = cartTotals(lines);
  const deliveryCharge = cityCharge === null ? 0 : deliveryChargeFor(subtotal, cityCharge);
  return { totalItems, subtotal, savings, deliveryCharge, totalAmount: subtotal + deliveryCharge };
}
