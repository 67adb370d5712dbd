import PDFDocument from 'pdfkit';
import type { BreakdownRow } from '../../api-schema/orderBreakdown';
import type { OrderLanguage } from '../../api-schema/orderLanguage';
import { rupeesInWords } from './amountInWords';
import { drawBreakdown } from './invoiceBreakdown';
import { invoiceTotals, type TaxedItem } from './gstSplit';
import { CELL_PADDING, invoiceColumns, rupees } from './invoiceColumns';
import { invoiceWords } from './invoiceWords';

export interface Party {
  name: string;
  lines: string[];
}

export interface InvoiceDocument {
  supplier: Party & { gstin: string; stateName: string; stateCode: string };
  invoiceNumber: string;
  issuedAt: Date;
  orderNumber: string;
  recipient: Party & { contact: string };
  deliveryAddress: Party;
  placeOfSupply: { stateName: string; stateCode: string };
  intraState: boolean;
  items: TaxedItem[];
  /** The order's breakdown as charged (Subtotal … Total), printed beside the tax totals. */
  breakdown?: BreakdownRow[];
  /** Rendering the credit note against this invoice (rule 53(1A)) instead of the invoice itself. */
  creditNote?: { number: string; issuedAt: Date; reason: string };
  /** The invoice was reversed: its PDF says so and by which credit note. */
  cancelledBy?: { number: string; issuedAt: Date };
  /** The order's language: a Hindi order's invoice has Hindi headings beside the English, in a Devanagari font. */
  language?: OrderLanguage;
}

/** Renders a GST tax invoice (CGST Rules, rule 46) as a PDF buffer. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const title = invoice.creditNote
    ? `Credit Note ${invoice.creditNote.number}`
    : `Tax Invoice ${invoice.invoiceNumber}`;
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title } });
  const { fonts } = invoiceWords(invoice.language);
  doc.registerFont('body', fonts.body).registerFont('bold', fonts.bold).font('body');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawHeader(doc, invoice);
  drawParties(doc, invoice);
  const y = drawItems(doc, invoice);
  drawTotals(doc, invoice, y);
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;
const LEFT = 40;
const WIDTH = 515;
const FACTS_X = 250;
const LABEL_WIDTH = 152;
const VALUE_WIDTH = WIDTH - FACTS_X - LABEL_WIDTH;

function drawHeader(doc: Doc, inv: InvoiceDocument) {
  const cn = inv.creditNote;
  // The shop's one date format (docs/product.md §9), India's calendar day, in the order's language.
  const { say, day } = invoiceWords(inv.language);
  doc
    .font('bold')
    .fontSize(16)
    .text(say(cn ? 'CREDIT NOTE' : 'TAX INVOICE'), LEFT, 40, { width: WIDTH, align: 'center' });
  doc
    .font('body')
    .fontSize(8)
    .text(cn ? 'Issued under section 34 of the CGST Act, 2017 (rule 53(1A))' : say('Original for recipient'), {
      width: WIDTH,
      align: 'center',
    });
  if (inv.cancelledBy)
    doc
      .font('bold')
      .fontSize(11)
      .fillColor('#b42318')
      .text(`CANCELLED by credit note ${inv.cancelledBy.number} of ${day(inv.cancelledBy.issuedAt)}`, {
        width: WIDTH,
        align: 'center',
      })
      .fillColor('black');
  doc.moveDown(0.8);
  const top = doc.y;
  doc.font('bold').fontSize(11).text(inv.supplier.name, LEFT, top, { width: 250 });
  doc.font('body').fontSize(9);
  for (const line of inv.supplier.lines) doc.text(line, { width: 250 });
  doc.text(`GSTIN: ${inv.supplier.gstin}`);
  doc.text(`State: ${inv.supplier.stateName}, State code: ${inv.supplier.stateCode}`);
  const right = LEFT + FACTS_X;
  doc.fontSize(9);
  const facts: [string, string][] = [
    ...((cn
      ? [
          [say('Credit note No.'), cn.number],
          [say('Date of issue'), day(cn.issuedAt)],
          [say('Against invoice No.'), inv.invoiceNumber],
          [say('Invoice date'), day(inv.issuedAt)],
          [say('Reason'), cn.reason],
        ]
      : [
          [say('Invoice No.'), inv.invoiceNumber],
          [say('Date of issue'), day(inv.issuedAt)],
        ]) as [string, string][]),
    [say('Order No.'), inv.orderNumber],
    [say('Place of supply'), `${inv.placeOfSupply.stateName} (${inv.placeOfSupply.stateCode})`],
    ['Tax payable on reverse charge', 'No'],
  ];
  let fy = top;
  for (const [label, value] of facts) {
    doc.font('body').text(`${label}:`, right, fy, { width: LABEL_WIDTH });
    const h = doc.heightOfString(`${label}:`, { width: LABEL_WIDTH });
    doc.font('bold').text(value, right + LABEL_WIDTH, fy, { width: VALUE_WIDTH });
    fy += Math.max(h, doc.heightOfString(value, { width: VALUE_WIDTH })) + 2;
  }
  doc.y = Math.max(doc.y, fy) + 10;
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .stroke('#999');
}

function drawParties(doc: Doc, inv: InvoiceDocument) {
  const top = doc.y + 8;
  const { say } = invoiceWords(inv.language);
  const block = (title: string, party: Party, x: number, extra: string[]) => {
    doc.font('bold').fontSize(9).text(title, x, top, { width: 250 });
    doc.font('body').text(party.name, { width: 250 });
    for (const line of [...party.lines, ...extra]) doc.text(line, { width: 250 });
    return doc.y;
  };
  const state = `State: ${inv.placeOfSupply.stateName}, State code: ${inv.placeOfSupply.stateCode}`;
  const a = block(say('Bill to (recipient, unregistered)'), inv.recipient, LEFT, [state, inv.recipient.contact]);
  const b = block(say('Ship to (address of delivery)'), inv.deliveryAddress, LEFT + 265, [state]);
  doc.y = Math.max(a, b) + 10;
}

function drawItems(doc: Doc, inv: InvoiceDocument): number {
  const measure = (text: string, bold: boolean) =>
    doc
      .font(bold ? 'bold' : 'body')
      .fontSize(8)
      .widthOfString(text);
  const cols = invoiceColumns(inv.intraState, WIDTH, inv.items, measure, invoiceWords(inv.language).say);
  let y = doc.y;
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'body').fontSize(8);
    let x = LEFT;
    let height = 0;
    cells.forEach((text, c) => {
      const col = cols[c]!;
      doc.text(text, x + CELL_PADDING / 2, y + 3, {
        width: col.width - CELL_PADDING,
        align: col.right ? 'right' : 'left',
      });
      height = Math.max(height, doc.heightOfString(text, { width: col.width - CELL_PADDING }));
      x += col.width;
    });
    y += height + 6;
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .stroke('#ccc');
  };
  doc.rect(LEFT, y, WIDTH, 0).stroke('#999');
  row(
    cols.map((c) => c.title),
    true,
  );
  inv.items.forEach((item, n) =>
    row(
      cols.map((c) => c.cell(item, n)),
      false,
    ),
  );
  return y;
}

function drawTotals(doc: Doc, inv: InvoiceDocument, top: number) {
  const t = invoiceTotals(inv.items);
  const { say } = invoiceWords(inv.language);
  const lines: [string, number][] = [
    ...(t.discountPaise > 0 ? ([['Total discount (before tax)', t.discountPaise]] as [string, number][]) : []),
    ['Total taxable value', t.taxablePaise],
    ...(inv.intraState
      ? ([
          ['Total CGST', t.cgstPaise],
          ['Total SGST', t.sgstPaise],
        ] as [string, number][])
      : ([['Total IGST', t.igstPaise]] as [string, number][])),
    [
      inv.creditNote ? 'Credit note total (taxable value and tax reversed)' : 'Invoice total (tax inclusive)',
      t.grossPaise,
    ],
  ];
  const breakdownEnd = inv.breakdown ? drawBreakdown(doc, inv.breakdown, top + 10, say('Order summary')) : 0;
  let y = top + 10;
  for (const [label, paise] of lines) {
    const last = label === lines.at(-1)![0];
    doc.font(last ? 'bold' : 'body').fontSize(last ? 10 : 9);
    doc.text(label, LEFT + 175, y, { width: 230, align: 'right' });
    doc.text(rupees(paise), LEFT + 410, y, { width: WIDTH - 410, align: 'right' });
    y += Math.max(last ? 16 : 13, doc.heightOfString(label, { width: 230 }) + 2); // a long label wraps
  }
  y = Math.max(y, breakdownEnd);
  doc
    .font('body')
    .fontSize(9)
    .text(`${say('Amount in words')}: ${rupeesInWords(t.grossPaise)}`, LEFT, y + 6, { width: WIDTH });
  doc
    .moveDown(0.6)
    .fontSize(7.5)
    .fillColor('#444')
    .text(
      'Prices include GST. Taxable value per line = price × 100 ÷ (100 + rate), rounded to the nearest paisa; tax = price − taxable value' +
        (inv.intraState
          ? ', split into CGST (half, rounded to the paisa) and SGST (the rest).'
          : ', charged as IGST.') +
        (t.discountPaise > 0
          ? ' Discounts are taken off each line before tax, so GST is charged on the value after discount.'
          : '') +
        ' The delivery charge (and any COD fee) is part of the supply and taxed at the rate of its principal item.',
      LEFT,
      doc.y,
      { width: WIDTH },
    );
  doc.fillColor('black');
  const sigTop = doc.y + 30;
  doc
    .font('bold')
    .fontSize(9)
    .text(`For ${inv.supplier.name}`, LEFT + 315, sigTop, { width: 200, align: 'right' });
  doc.font('body').text(say('Authorised Signatory'), LEFT + 315, sigTop + 34, { width: 200, align: 'right' });
  doc
    .fontSize(7)
    .fillColor('#666')
    .text(`This is a computer-generated ${inv.creditNote ? 'credit note' : 'invoice'}.`, LEFT, sigTop + 60, {
      width: WIDTH,
      align: 'center',
    });
}
