import { formatINR, formatShopDateTime } from '../../api-schema/format';
import { orderBreakdown } from '../../api-schema/orderBreakdown';
import type { Supplier } from '../tax/supplier';
import type { ParcelOrder } from './parcelOrders';
import { pdfDocument } from './pdfDocument';

/** A5 packing slips, one page per order: the lines to pack with colours and quantities, prices only if asked. */
export function packingSlipsPdf(parcels: ParcelOrder[], shop: Supplier, withPrices: boolean): Promise<Buffer> {
  const { doc, done } = pdfDocument({ size: 'A5', margin: 32, info: { Title: 'Packing slips' } });
  for (const { order } of parcels) {
    doc.addPage();
    const width = doc.page.width - 64;
    doc.font('bold').fontSize(14).text(shop.name);
    doc.font('body').fontSize(9).text(shop.lines.join(', '));
    doc.moveDown();
    doc.font('bold').fontSize(12).text(`Packing slip · Order ${order.orderNumber}`);
    doc
      .font('body')
      .fontSize(9)
      .text(`Placed ${formatShopDateTime(order.createdAt)}`);
    const to = order.shippingInfo;
    doc.text(`For ${to.name}, ${to.city.name} ${to.pincode}`);
    // The shopper's own words for the packer (a gift, no price inside…); never on the label the courier sees.
    if (order.notes)
      doc
        .moveDown(0.5)
        .font('bold')
        .text('Notes from the shopper', { width })
        .font('body')
        .text(order.notes, { width });
    doc.moveDown();
    const columns = withPrices ? [0.5, 0.2, 0.1, 0.2] : [0.65, 0.25, 0.1];
    const row = (cells: string[], bold = false) => {
      const y = doc.y;
      let x = 32;
      doc.font(bold ? 'bold' : 'body').fontSize(10);
      cells.forEach((cell, i) => {
        doc.text(cell, x, y, { width: columns[i]! * width - 6, align: i >= 2 ? 'right' : 'left' });
        x += columns[i]! * width;
      });
      doc.x = 32;
      doc.moveDown(0.4);
    };
    row(withPrices ? ['Item', 'Colour', 'Qty', 'Amount'] : ['Item', 'Colour', 'Qty'], true);
    for (const line of order.products) {
      const cells = [line.productId.productName, line.color, String(line.quantity)];
      row(withPrices ? [...cells, formatINR(line.price * line.quantity)] : cells);
    }
    const items = order.products.reduce((n, l) => n + l.quantity, 0);
    doc.moveDown();
    doc.font('bold').text(`${items} item${items === 1 ? '' : 's'} in this parcel`, 32);
    if (withPrices) {
      // The breakdown the order was charged (api-schema/orderBreakdown.ts), adding up to its total.
      doc.moveDown(0.4);
      for (const line of orderBreakdown(order)) {
        const y = doc.y;
        doc.font(line.kind === 'total' ? 'bold' : 'body').fontSize(10);
        doc.text(line.label, 32, y, { width: 0.8 * width - 6, align: 'right' });
        doc.text(line.shown, 32 + 0.8 * width, y, { width: 0.2 * width - 6, align: 'right' });
        doc.x = 32;
      }
      doc.font('body').fontSize(9).text('Prices include GST.', 32);
    }
    doc.moveDown().font('body').fontSize(9).text('Packed with care. Thank you for shopping with us.', { width });
  }
  doc.end();
  return done;
}
