import { describe, expect, it } from 'vitest';
import { breakdownAddsUp, orderAdjustments, orderBreakdown } from '../../api-schema/orderBreakdown';

const shown = (rows: ReturnType<typeof orderBreakdown>) => rows.map((r) => `${r.label} ${r.shown}`);

describe('orderBreakdown: the rows every surface of an order shows', () => {
  it('names every adjustment as the checkout did and adds up to the stored total', () => {
    const rows = orderBreakdown({
      subtotal: 6199,
      couponCode: 'WELCOME10',
      couponDiscount: 500,
      prepaidDiscount: 284,
      prepaidPercent: 5,
      deliveryCharge: 0,
      codFee: 0,
      totalAmount: 5415,
    });
    expect(shown(rows)).toEqual([
      'Subtotal ₹6,199',
      'Coupon WELCOME10 −₹500',
      'UPI discount (5%) −₹284',
      'Delivery Free',
      'Total ₹5,415',
    ]);
    expect(breakdownAddsUp(rows)).toBe(true);
  });

  it('a charged delivery and a COD fee are rows of their own; figures that do not add up are caught', () => {
    const rows = orderBreakdown({ subtotal: 679, deliveryCharge: 79, codFee: 25, totalAmount: 783 });
    expect(shown(rows)).toEqual(['Subtotal ₹679', 'Delivery ₹79', 'Cash on delivery fee ₹25', 'Total ₹783']);
    expect(breakdownAddsUp(rows)).toBe(true);
    expect(breakdownAddsUp(orderBreakdown({ subtotal: 679, deliveryCharge: 79, totalAmount: 783 }))).toBe(false);
  });

  it('an order kept before its UPI percent was stored still names its discount; no city yet means no delivery row', () => {
    expect(orderAdjustments({ subtotal: 1000, prepaidDiscount: 50, deliveryCharge: null, totalAmount: 950 })).toEqual([
      { kind: 'prepaid', label: 'UPI discount', amount: -50 },
    ]);
  });
});
