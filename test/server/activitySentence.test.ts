import { describe, expect, it } from 'vitest';
import { activitySentence } from '../../server/books/activitySentence';

// Every kind of audit row the desk writes, with the shape its writer stores, read as an owner would.
const CASES: [string, string, unknown, unknown, string][] = [
  [
    'payment.received',
    'BAG-7K2M9QX4TD',
    { paymentState: 'awaiting_payment' },
    { paymentState: 'paid', utr: '412345678901', amount: 5699, statementLine: 4 },
    'Marked BAG-7K2M9QX4TD paid: ₹5,699, UTR 412345678901 (bank statement, line 4)',
  ],
  [
    'payment.statement',
    '3f2a9c1b7d2e',
    null,
    { lines: 12, paid: 1, already_paid: 0, conflict: 1, amount_differs: 2, not_awaiting: 0, unknown: 8 },
    'Imported a bank statement of 12 lines: 1 order marked paid; 1 with a UTR that paid another order, 2 with an amount that differs, 8 not matched',
  ],
  [
    'cod.remittance',
    'UTR99887766',
    null,
    { remittedOn: '2026-11-28', amount: 10500, expected: 11000, shortfall: 500, orders: ['BAG-1', 'BAG-2'] },
    'Recorded COD remittance UTR99887766 of 28 Nov 2026: ₹10,500 for 2 orders, ₹500 short',
  ],
  [
    'order.shipped',
    'BAG-7K2M9QX4TD',
    { status: 'packed' },
    { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL-44910023' },
    'Moved BAG-7K2M9QX4TD from packed to shipped: courier Delhivery, AWB DL-44910023',
  ],
  [
    'order.shipped',
    'BAG-7K2M9QX4TD',
    { status: 'packed' },
    { status: 'shipped', courierId: 'bluedart', trackingNumber: '81234567890' },
    'Moved BAG-7K2M9QX4TD from packed to shipped: courier Blue Dart, AWB 81234567890',
  ],
  [
    'coupon.update',
    'coupon WELCOME10',
    { kind: 'percent', amount: 10, maxDiscount: 500, active: true, startsAt: null },
    { kind: 'percent', amount: 15, maxDiscount: 500, active: false, startsAt: '2026-12-01T10:00' },
    'Changed coupon WELCOME10: offer 10% off → 15% off, active yes → no, start none → 1 Dec 2026, 10:00 am',
  ],
  [
    'product.update',
    'tan-leather-tote',
    { stock: 39, active: true, newPrice: 1299, oldPrice: null },
    { stock: 4, active: false, newPrice: 1199, oldPrice: 1299 },
    'Changed tan-leather-tote: stock 39 → 4, shown yes → no, price ₹1,299 → ₹1,199, old price none → ₹1,299',
  ],
  [
    'product.update',
    'tan-leather-tote',
    { colorStock: { Tan: 39, Black: 5 }, active: true, newPrice: 1299, oldPrice: null },
    { colorStock: { Tan: 4, Black: 5 }, active: true, newPrice: 1299, oldPrice: null },
    'Changed tan-leather-tote: Tan stock 39 → 4',
  ],
  [
    'product.edit',
    'tan-leather-tote',
    { productName: 'Tan Tote', description: 'x'.repeat(80) },
    { productName: 'Tan Leather Tote', description: 'y'.repeat(80) },
    'Edited tan-leather-tote: name “Tan Tote” → “Tan Leather Tote”, description changed',
  ],
  ['photo.add', 'tan-leather-tote · Tan', [], ['892886ba'], 'Added a photo to tan-leather-tote · Tan (now 1 photo)'],
  ['session.end', 'session 12', null, null, 'Signed out session 12'],
  [
    'books.settings',
    'late days',
    { codLateDays: 7 },
    { codLateDays: 10 },
    'books settings late days: cod late days 7 → 10',
  ],
];

describe('the Activity log in words', () => {
  it.each(CASES)('%s reads as a sentence', (action, subject, before, after, words) => {
    const sentence = activitySentence({ action, subject, before, after });
    expect(sentence).toBe(words);
    expect(sentence).not.toMatch(/[{}[\]"]/);
  });
});
