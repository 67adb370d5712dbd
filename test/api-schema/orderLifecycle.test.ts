import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT } from '../../api-schema/format';
import { checkTransition, shopperActions } from '../../api-schema/orderLifecycle';
import { deliveryRangeText } from '../../api-schema/deliveryDates';
import { trackLookupForm } from '../../api-schema/orderTracking';

const DAY = 24 * 60 * 60 * 1000;

describe('order lifecycle rules', () => {
  it('the return window is 7 days from delivery, to the millisecond', () => {
    const deliveredAt = new Date('2026-11-02T10:00:00Z');
    const at = (ms: number) =>
      checkTransition({
        from: 'delivered',
        to: 'return_requested',
        actor: 'shopper',
        deliveredAt,
        now: new Date(deliveredAt.getTime() + ms),
      });
    expect(at(7 * DAY).ok).toBe(true);
    expect(at(7 * DAY + 1).ok).toBe(false);
  });

  it('the shopper may cancel before shipping and ask for a return after delivery, nothing else', () => {
    const now = new Date();
    expect(shopperActions('placed', null, now)).toEqual(['cancel']);
    expect(shopperActions('packed', null, now)).toEqual(['cancel']);
    expect(shopperActions('shipped', null, now)).toEqual([]);
    expect(shopperActions('delivered', now, now)).toEqual(['requestReturn']);
    expect(shopperActions('delivered', new Date(now.getTime() - 8 * DAY), now)).toEqual([]);
    expect(shopperActions('cancelled', null, now)).toEqual([]);
  });

  it('only the shop moves an order along', () => {
    expect(checkTransition({ from: 'placed', to: 'confirmed', actor: 'shopper' })).toEqual({
      ok: false,
      message: 'Only the shop can make that change to an order.',
    });
    expect(checkTransition({ from: 'delivered', to: 'confirmed', actor: 'shop' })).toEqual({
      ok: false,
      message: 'An order that is delivered cannot be marked confirmed.',
    });
  });
});

describe('delivery estimate and dates', () => {
  it('formats docs/product.md §9 dates in a chosen time zone and calendar days', () => {
    expect(
      new Intl.DateTimeFormat('en-IN', { ...DATE_TIME_FORMAT, timeZone: 'Asia/Kolkata' }).format(
        new Date('2026-11-20T15:30:00Z'),
      ),
    ).toBe('20 Nov 2026, 9:00 pm');
    expect(deliveryRangeText({ earliest: '2026-11-25', latest: '2026-11-28' })).toBe('Wed, 25 Nov – Sat, 28 Nov');
    expect(deliveryRangeText({ earliest: '2026-12-01', latest: '2026-12-01' })).toBe('Tue, 1 Dec');
  });

  it('the lookup form wants an order number and a phone or email', () => {
    expect(trackLookupForm.safeParse({ orderNumber: 'BAG-1', contact: '98765 43210' }).success).toBe(true);
    expect(trackLookupForm.safeParse({ orderNumber: 'BAG-1', contact: 'a@b.in' }).success).toBe(true);
    expect(
      trackLookupForm.safeParse({ orderNumber: ' ', contact: 'nope' }).error?.issues.map((i) => i.message),
    ).toEqual(['Please enter your order number', 'Please enter a valid phone number or email']);
  });
});
