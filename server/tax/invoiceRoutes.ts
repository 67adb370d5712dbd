import { Hono } from 'hono';
import type { AppDeps } from '../http/appDeps';
import * as z from 'zod/mini';
import { describe, failed, unavailable, whole } from '../http/openapi/describe';
import { notFound } from '../http/respond';
import { loadInvoice } from './invoiceDocument';
import { renderInvoicePdf } from './invoicePdf';
import { numberInvoices } from './invoiceNumbering';
import { invoiceSigningSecret, orderNumberOfToken, PDF_FILE } from './invoiceToken';
import { supplierFromConfig } from './supplier';
import { creditNoteOf } from './creditNotes';

const NOT_FOUND = 'Invoice not found';

/** GET /invoices/{token}.pdf — works without an account; the signed token is the only key. */
export function invoiceRoutes({ pool }: AppDeps) {
  const supplier = supplierFromConfig();
  return new Hono().get(
    `/:file{${PDF_FILE}}`,
    describe({
      summary: "An order's GST tax invoice as a PDF",
      tags: ['Orders'],
      pathPatterns: { file: whole(PDF_FILE) },
      pathIds: { file: "`<token>.pdf`, the order's signed link (order.invoicePdfUrl)" },
      responses: {
        200: { description: 'The invoice', schema: z.string(), mediaTypes: ['application/pdf'] },
        404: failed('Invoice not found (unknown or forged token)'),
        503: unavailable,
      },
    }),
    async (c) => {
      const token = c.req.param('file').slice(0, -'.pdf'.length);
      const orderNumber = orderNumberOfToken(await invoiceSigningSecret(pool), token);
      if (!orderNumber) throw notFound(NOT_FOUND);
      let invoice = await loadInvoice(pool, orderNumber, supplier);
      // A genuine link whose order has no serial yet (its numbering was cut short): number it now.
      if (!invoice) invoice = await numberInvoices(pool).then(() => loadInvoice(pool, orderNumber, supplier));
      if (!invoice) throw notFound(NOT_FOUND);
      // A cancelled or returned order's invoice says which credit note reversed it.
      const pdf = await renderInvoicePdf({ ...invoice, cancelledBy: await creditNoteOf(pool, orderNumber) });
      const filename = `Invoice-${invoice.invoiceNumber.replace(/\//g, '-')}.pdf`;
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${filename}"`,
        // Only the holder of the link may see it; a credit note may later mark it cancelled.
        'Cache-Control': 'private, no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );
}
