import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// PDF standard fonts have no ₹ (U+20B9); DejaVu Sans does, and pdfkit embeds only the glyphs used.
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A pdfkit document with the shop's fonts, and the buffer it becomes once ended. */
export function pdfDocument(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument({ ...options, autoFirstPage: false });
  doc.registerFont('body', FONT).registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
