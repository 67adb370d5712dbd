import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { type DeskEnv, DESK_SECURITY, DESK_TAGS, signedInRead } from '../http/operator';
import type { AppDeps } from '../http/appDeps';
import { describe, failed } from '../http/openapi/describe';
import { validate } from '../http/validate';
import { supplierFromConfig } from '../tax/supplier';
import { packingSlipsPdf } from './packingSlip';
import { parcelOrders } from './parcelOrders';
import { shippingLabelsPdf } from './shippingLabel';

const printQuery = z.object({
  /** Order numbers, comma-separated: one page each, in this order. */
  orders: z.string().check(z.minLength(1, 'Choose at least one order'), z.maxLength(4000)),
  /** Packing slips only: "false" leaves prices off (a gift, or a marketplace's rule). */
  prices: z.optional(z.enum(['true', 'false'], 'prices must be true or false')),
});

const pdf = (description: string) => ({
  200: { description, schema: z.string(), mediaTypes: ['application/pdf'] },
  400: failed('No orders, or more than 100'),
  404: failed('An order number is unknown'),
  409: failed('An order is awaiting UPI payment (the message names it and says what to do)'),
  ...signedInRead,
});

/**
 * A print through the context, so it keeps the headers every answer carries (CSP, …); names, addresses and
 * phones are never stored by the browser or anything between.
 */
const send = (c: Context, body: Buffer, name: string) =>
  c.body(new Uint8Array(body), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${name}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });

/** /api/admin/orders/labels.pdf and /packing-slips.pdf: what the owner prints to send parcels (docs/desk.md). */
export function parcelRoutes({ pool }: AppDeps) {
  return new Hono<DeskEnv>()
    .get(
      '/labels.pdf',
      describe({
        summary: '4×6 inch shipping labels (COD to collect or prepaid, Code 128 of the AWB or order number)',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        query: printQuery,
        responses: pdf('One label per order'),
      }),
      validate('query', printQuery),
      async (c) => {
        const parcels = await parcelOrders(pool, c.req.valid('query').orders);
        return send(c, await shippingLabelsPdf(parcels, supplierFromConfig()), 'labels.pdf');
      },
    )
    .get(
      '/packing-slips.pdf',
      describe({
        summary: 'A5 packing slips: lines, colours and quantities, prices unless `prices=false`',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        query: printQuery,
        responses: pdf('One slip per order'),
      }),
      validate('query', printQuery),
      async (c) => {
        const { orders, prices } = c.req.valid('query');
        const parcels = await parcelOrders(pool, orders);
        return send(c, await packingSlipsPdf(parcels, supplierFromConfig(), prices !== 'false'), 'packing-slips.pdf');
      },
    );
}
