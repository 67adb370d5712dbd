import { describe, expect, it } from 'vitest';
import { orderBreakdown, type ChargedFigures } from '../../api-schema/orderBreakdown';
import { breakdownWords } from '../../src/ui/breakdownWords';

const orders: ChargedFigures[] = [
  { subtotal: 2598, deliveryCharge: 0, totalAmount: 2598 },
  { subtotal: 1299, couponCode: 'WELCOME10', couponDiscount: 130, deliveryCharge: 99, codFee: 49, totalAmount: 1317 },
  { subtotal: 6199, prepaidDiscount: 310, prepaidPercent: 5, deliveryCharge: 0, totalAmount: 5889 },
  { subtotal: 6199, prepaidDiscount: 310, deliveryCharge: null, totalAmount: 5889 },
];

/** The order pages' breakdown in English must read as api-schema writes it (checkout, e-mails, PDFs). */
describe('breakdownWords', () => {
  it("in English, every row's words are api-schema's label and amount", () => {
    const kinds = new Set<string>();
    for (const order of orders)
      for (const row of orderBreakdown(order)) {
        kinds.add(row.kind);
        expect(breakdownWords(row, order), row.kind).toEqual({ label: row.label, shown: row.shown });
      }
    expect([...kinds].sort()).toEqual(['codFee', 'coupon', 'delivery', 'prepaid', 'subtotal', 'total']);
  });
});
