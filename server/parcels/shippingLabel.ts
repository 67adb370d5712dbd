import { formatINR } from '../../api-schema/format';
import type { Supplier } from '../tax/supplier';
import { code128Png } from './code128';
import type { ParcelOrder } from './parcelOrders';
import { pdfDocument } from './pdfDocument';

const WIDTH = 288; // 4 inches
const HEIGHT = 432; // 6 inches
const M = 14;
const INNER = WIDTH - 2 * M;
const placed = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' });

/** What the barcode carries: the courier's AWB once shipped, else the order number. */
export const barcodeValue = (p: ParcelOrder) => p.awb ?? p.order.orderNumber;

/** 4×6 inch shipping labels, one page per order: what to collect, the barcode, ship-to, order and ship-from. */
export async function shippingLabelsPdf(parcels: ParcelOrder[], shipFrom: Supplier): Promise<Buffer> {
  const { doc, done } = pdfDocument({ size: [WIDTH, HEIGHT], margin: M, info: { Title: 'Shipping labels' } });
  for (const parcel of parcels) {
    const barcode = await code128Png(barcodeValue(parcel));
    doc.addPage();
    drawLabel(doc, parcel, barcode, shipFrom);
  }
  doc.end();
  return done;
}

function drawLabel(doc: PDFKit.PDFDocument, { order, courier, awb }: ParcelOrder, barcode: Buffer, from: Supplier) {
  const to = order.shippingInfo;
  const cod = order.paymentMode === 'cod';
  doc
    .rect(M, M, INNER, 34)
    .fill(cod ? '#000' : '#fff')
    .stroke('#000');
  doc
    .fillColor(cod ? '#fff' : '#000')
    .font('bold')
    .fontSize(cod ? 16 : 12);
  doc.text(cod ? `COD: COLLECT ${formatINR(order.totalAmount)}` : 'PREPAID: DO NOT COLLECT CASH', M, M + 9, {
    width: INNER,
    align: 'center',
  });
  doc.fillColor('#000').font('body').fontSize(9);
  doc.text(`${courier ?? 'Courier: ____________'}${awb ? `   AWB ${awb}` : ''}`, M, M + 42, { width: INNER });
  doc.image(barcode, M, M + 56, { fit: [INNER, 56], align: 'center' });
  doc
    .font('bold')
    .fontSize(10)
    .text(barcodeValue({ order, courier, awb }), M, M + 114, { width: INNER, align: 'center' });
  let y = M + 134;
  doc
    .moveTo(M, y)
    .lineTo(WIDTH - M, y)
    .stroke();
  doc
    .font('bold')
    .fontSize(8)
    .text('SHIP TO', M, y + 6);
  doc.fontSize(12).text(to.name, M, y + 17, { width: INNER });
  doc.font('body').fontSize(10);
  doc.text([to.address1, to.address2, `${to.city.name}, ${to.state}`].filter(Boolean).join('\n'), { width: INNER });
  doc.font('bold').fontSize(18).text(`PIN ${to.pincode}`, { width: INNER });
  doc.font('body').fontSize(10).text(`Phone ${to.phone}`, { width: INNER });
  y = doc.y + 8;
  doc
    .moveTo(M, y)
    .lineTo(WIDTH - M, y)
    .stroke();
  const items = order.products.reduce((n, l) => n + l.quantity, 0);
  doc
    .font('bold')
    .fontSize(10)
    .text(`Order ${order.orderNumber}`, M, y + 6, { width: INNER });
  doc.font('body').fontSize(9);
  doc.text(`Placed ${placed.format(new Date(order.createdAt))} · ${items} item${items === 1 ? '' : 's'}`);
  doc.text(`Weight: ______ kg   Value ${formatINR(order.totalAmount)}`);
  y = doc.y + 8;
  doc
    .moveTo(M, y)
    .lineTo(WIDTH - M, y)
    .stroke();
  doc
    .font('bold')
    .fontSize(8)
    .text('SHIP FROM / RETURN TO', M, y + 6);
  doc
    .font('body')
    .fontSize(8)
    .text([from.name, ...from.lines].join('\n'), { width: INNER });
}
