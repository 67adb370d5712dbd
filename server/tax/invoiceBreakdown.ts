import type { BreakdownRow } from '../../api-schema/orderBreakdown';

const LEFT = 40;
const WIDTH = 165;
const AMOUNT = 62;

/**
 * The order's breakdown as charged (api-schema/orderBreakdown.ts, the rows the checkout, e-mails and pages show),
 * beside the tax totals: the shopper reads the coupon and the UPI discount the GST lines already took off.
 * Returns where it ends.
 */
export function drawBreakdown(
  doc: PDFKit.PDFDocument,
  rows: readonly BreakdownRow[],
  top: number,
  title = 'Order summary',
): number {
  doc.font('bold').fontSize(9).text(title, LEFT, top, { width: WIDTH });
  let y = top + 13;
  for (const row of rows) {
    doc.font(row.kind === 'total' ? 'bold' : 'body').fontSize(9);
    doc.text(row.label, LEFT, y, { width: WIDTH - AMOUNT });
    const height = doc.heightOfString(row.label, { width: WIDTH - AMOUNT });
    doc.text(row.shown, LEFT + WIDTH - AMOUNT, y, { width: AMOUNT, align: 'right' });
    y += Math.max(height, 11) + 2;
  }
  return y;
}
