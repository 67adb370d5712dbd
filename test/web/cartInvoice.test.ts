import { describe, expect, it } from 'vitest';
import type { Order } from '../../api-schema/entities';
import { buildInvoiceHtml, escapeHtml } from '../../src/features/orders/invoice';
import { formatINR } from '../../src/lib/format';

const order: Order = {
  orderNumber: 'JC-2026-ABCD',
  createdAt: '2026-11-22T04:00:00Z',
  orderStatus: 'pending',
  paymentMode: 'cod',
  shippingInfo: {
    name: '<script>alert(1)</script>',
    email: 'asha@example.in',
    phone: '9876543210',
    address1: '12 "MG" Road & Co',
    address2: '',
    city: { _id: 'pune', name: 'Pune' },
    state: 'Maharashtra',
    pincode: '411001',
  },
  products: [
    {
      productId: { _id: 'tote', productName: 'Tan <b>Tote</b>' },
      color: 'Tan',
      quantity: 2,
      price: 450,
      oldPrice: 600,
    },
  ],
  subtotal: 900,
  deliveryCharge: 49,
  totalAmount: 949,
};

describe('printable invoice', () => {
  it('has order info, shipping info, items, subtotal, delivery and total on an A4 page', () => {
    const html = buildInvoiceHtml(order);
    for (const part of [
      'JC-2026-ABCD',
      'Cash on Delivery',
      'Pune, Maharashtra 411001',
      'asha@example.in',
      formatINR(900),
      formatINR(49),
      formatINR(949),
    ]) {
      expect(html).toContain(part);
    }
    expect(html).toContain('@page { size: A4;');
    // No GST is shown (docs/product.md §9), so it is not a "Tax Invoice".
    expect(html).toContain('<p>Invoice</p>');
    expect(html).not.toContain('Tax Invoice');
  });

  it('escapes everything that came from the order', () => {
    const html = buildInvoiceHtml(order);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tan &lt;b&gt;Tote&lt;/b&gt;');
    expect(html).toContain('12 &quot;MG&quot; Road &amp; Co');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('shows Free delivery when the charge is 0', () => {
    expect(buildInvoiceHtml({ ...order, deliveryCharge: 0, totalAmount: 900 })).toMatch(
      /Delivery<\/td><td class="num">Free/,
    );
  });
});
