import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppDeps } from '../http/appDeps';
import { describe, failed, unavailable, whole } from '../http/openapi/describe';
import { notFound } from '../http/respond';
import { creditNoteOf } from './creditNotes';
import { loadInvoice } from './invoiceDocument';
import { renderInvoicePdf } from './invoicePdf';
import { invoiceSigningSecret, orderNumberOfToken, PDF_FILE } from './invoiceToken';
import { supplierFromConfig } from './supplier';

const NOT_FOUND = 'Credit note not found';

/** GET /credit-notes/{token}.pdf — the GST credit note of a cancelled or returned invoiced order (the invoice's link). */
export function creditNoteRoutes({ pool }: AppDeps) {
  const supplier = supplierFromConfig();
  return new Hono().get(
    `/:file{${PDF_FILE}}`,
    describe({
      summary: "A cancelled or returned order's GST credit note as a PDF (against its invoice)",
      tags: ['Orders'],
      pathPatterns: { file: whole(PDF_FILE) },
      pathIds: { file: "`<token>.pdf`, the order's signed invoice token (tracking answer's payment.creditNotePdfUrl)" },
      responses: {
        200: { description: 'The credit note', schema: z.string(), mediaTypes: ['application/pdf'] },
        404: failed('Credit note not found (unknown or forged token, or the order has none)'),
        503: unavailable,
      },
    }),
    async (c) => {
      const token = c.req.param('file').slice(0, -'.pdf'.length);
      const orderNumber = orderNumberOfToken(await invoiceSigningSecret(pool), token);
      if (!orderNumber) throw notFound(NOT_FOUND);
      const creditNote = await creditNoteOf(pool, orderNumber);
      const invoice = creditNote && (await loadInvoice(pool, orderNumber, supplier));
      if (!creditNote || !invoice) throw notFound(NOT_FOUND);
      const pdf = await renderInvoicePdf({ ...invoice, creditNote });
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="Credit-note-${creditNote.number.replace(/\//g, '-')}.pdf"`,
        // A credit note never changes once issued; only the holder of the link may see it.
        'Cache-Control': 'private, max-age=86400, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );
}
