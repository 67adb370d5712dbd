import { describe, expect, it } from 'vitest';
import type { Order } from '../../api-schema/entities';
import { formatINR } from '../../api-schema/format';
import { ORDER_STATUSES } from '../../api-schema/orderLifecycle';
import { renderOrderMessage } from '../../server/mail/renderOrderMessage';

const order: Order = {
  orderNumber: 'BAG-ABCDEFGHJK',
  createdAt: '2026-11-20T15:30:00.000Z',
  orderStatus: 'placed',
  paymentMode: 'cod',
  shippingInfo: {
    name: 'Priya <script>alert(1)</script> Sharma',
    email: 'priya@example.in',
    phone: '+91 98765 43210',
    address1: '14, Shanti Kunj & Sons',
    address2: '',
    city: { _id: 'pune', name: 'Pune' },
    state: 'Maharashtra',
    pincode: '411001',
  },
  products: [
    {
      productId: { _id: 'p1', productName: 'Tan "Leather" Tote' },
      color: 'Tan',
      quantity: 2,
      price: 62_500,
      oldPrice: null,
    },
  ],
  subtotal: 125_000,
  deliveryCharge: 0,
  totalAmount: 125_000,
};
const event = (status: (typeof ORDER_STATUSES)[number]) => ({
  status,
  at: '2026-11-20T15:30:00.000Z',
  by: 'shop' as const,
  note: '',
  courier: status === 'shipped' ? 'Delhivery' : null,
  trackingNumber: status === 'shipped' ? 'DL1' : null,
  reason: status === 'return_requested' ? 'damaged' : null,
});

describe('order messages', () => {
  it.each(ORDER_STATUSES.map((s) => [s]))(
    '%s: subject, order number, total, date and link in text and HTML',
    async (status) => {
      const mail = await renderOrderMessage({ order, event: event(status) }, 'https://shop.example.in/');
      expect(mail.subject).toContain('BAG-ABCDEFGHJK');
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain('BAG-ABCDEFGHJK');
        expect(body).toContain(formatINR(125_000)); // ₹1,25,000
        expect(body).toContain('20 Nov 2026, 9:00 pm'); // docs/product.md §9, India time
        expect(body).toContain('https://shop.example.in/track-order?order=BAG-ABCDEFGHJK');
      }
    },
  );

  it('escapes what the shopper typed in the HTML', async () => {
    const { html, text } = await renderOrderMessage({ order, event: event('placed') }, 'https://shop.example.in');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Priya &lt;script&gt;alert(1)&lt;/script&gt; Sharma');
    expect(html).toContain('Tan &quot;Leather&quot; Tote');
    expect(text).toContain('Hello Priya <script>alert(1)</script> Sharma,');
  });

  it('words the return and refund messages with the spec promises', async () => {
    expect((await renderOrderMessage({ order, event: event('return_requested') }, 'https://s.in')).text).toContain(
      'Reason: Arrived damaged or defective.',
    );
    expect((await renderOrderMessage({ order, event: event('returned') }, 'https://s.in')).text).toContain(
      'A refund of ₹1,25,000 has been initiated and reaches you in 5-7 business days.',
    );
  });

  it('links the invoice PDF, made absolute, when the order has one', async () => {
    const withInvoice = { ...order, invoicePdfUrl: '/api/invoices/tok123.pdf' };
    const { text, html } = await renderOrderMessage(
      { order: withInvoice, event: event('placed') },
      'https://shop.example.in/',
    );
    expect(text).toContain('Invoice (PDF): https://shop.example.in/api/invoices/tok123.pdf');
    expect(html).toContain('href="https://shop.example.in/api/invoices/tok123.pdf"');
    expect((await renderOrderMessage({ order, event: event('placed') }, 'https://s.in')).text).not.toContain('Invoice');
  });
});
