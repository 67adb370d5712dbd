import { Hono } from 'hono';
import * as z from 'zod/mini';
import { DESK_SECURITY, DESK_TAGS, signedInRead, type DeskEnv } from '../http/operator';
import type { AppDeps } from '../http/appDeps';
import { describe, failed } from '../http/openapi/describe';
import { validate } from '../http/validate';
import { gstExportCsv } from './gstExportCsv';
import { numberInvoices } from './invoiceNumbering';
import { supplierFromConfig } from './supplier';

const MONTH = /^(20\d\d)-(0[1-9]|1[0-2])$/;

export const gstExportQuery = z.object({
  month: z
    .string('month is required (YYYY-MM)')
    .check(z.refine((v) => MONTH.test(v), 'month must be a month between 2000-01 and 2099-12 (YYYY-MM)'))
    .register(z.globalRegistry, { pattern: MONTH.source, examples: ['2026-11'] }),
});

/** /api/admin/gst: the accountant's GST export of a month (docs/desk.md). */
export function gstExportRoutes({ pool }: AppDeps) {
  const supplier = supplierFromConfig();
  return new Hono<DeskEnv>().get(
    '/export.csv',
    describe({
      summary:
        "A month's GST figures as CSV (India time): invoices and credit notes by HSN and rate, B2C summary, HSN summary, serial ranges",
      description:
        'The amounts are those the invoice and credit note PDFs print; credit notes count in the month they were issued, negative.',
      tags: DESK_TAGS,
      security: DESK_SECURITY,
      query: gstExportQuery,
      responses: {
        200: { description: 'The CSV file (an attachment)', schema: z.string(), mediaTypes: ['text/csv'] },
        400: failed('No month, or not a month YYYY-MM'),
        ...signedInRead,
      },
    }),
    validate('query', gstExportQuery),
    async (c) => {
      const { month } = c.req.valid('query');
      // An order committed just before a crash may lack its serial yet: the export numbers it first.
      await numberInvoices(pool);
      const csv = await gstExportCsv(pool, month, supplier);
      c.header('Content-Disposition', `attachment; filename="gst-${month}.csv"`);
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    },
  );
}
