import { Hono } from 'hono';
import QRCode from 'qrcode';
import * as z from 'zod/mini';
import { claimUtrInput, paymentStepResponse, upiPayUri } from '../../api-schema/paymentStep';
import { paymentOptionsResponse } from '../../api-schema/paymentOptions';
import type { AppDeps } from '../http/appDeps';
import { bodyFailures, describe, failed, succeeded, tooManyRequests, unavailable } from '../http/openapi/describe';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import { claimUtr } from './claimUtr';
import { orderOfPaymentLink, paymentStepOf } from './paymentStep';

const TOKEN_ID = { token: "The order's signed payment link (order.payPath ends with it)" };
const NOT_FOUND = failed('Payment link not found (forged link, a cash-on-delivery order, or the shop takes no UPI)');

/** The payment step, shared by the SPA's /track-order?pay={token} page and the e-mails' "Pay now" links. */
export function paymentRoutes({ pool, orderPool, payments, limit }: AppDeps) {
  return new Hono()
    .get(
      '/options',
      describe({
        summary: 'Which payment methods checkout offers (UPI only when the shop has a UPI ID)',
        tags: ['Payments'],
        responses: { 200: succeeded('The methods on offer', paymentOptionsResponse) },
      }),
      (c) => ok(c, { upi: Boolean(payments.upi) }),
    )
    .get(
      '/:token',
      describe({
        summary: "A UPI order's payment step: amount, payee, the upi://pay URI, QR address and money state",
        tags: ['Payments'],
        pathIds: TOKEN_ID,
        responses: { 200: succeeded('The payment step', paymentStepResponse), 404: NOT_FOUND, 503: unavailable },
      }),
      async (c) => {
        const token = c.req.param('token');
        c.header('Cache-Control', 'no-store');
        return ok(c, { payment: paymentStepOf(await orderOfPaymentLink(pool, token), token, payments) });
      },
    )
    .get(
      '/:token/qr.svg',
      describe({
        summary: 'The payment step QR code (SVG) carrying the upi://pay URI',
        tags: ['Payments'],
        pathIds: TOKEN_ID,
        responses: {
          200: { description: 'The QR code', schema: z.string(), mediaTypes: ['image/svg+xml'] },
          404: NOT_FOUND,
          503: unavailable,
        },
      }),
      async (c) => {
        const row = await orderOfPaymentLink(pool, c.req.param('token'));
        paymentStepOf(row, c.req.param('token'), payments);
        const svg = await QRCode.toString(upiPayUri(payments.upi!, row.order_number, row.total_amount), {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 2,
        });
        return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=3600' });
      },
    )
    .post(
      '/:token/utr',
      describe({
        summary: 'The shopper tells the 12-digit UPI reference (UTR) their app showed',
        description:
          'Safe to repeat: the same UTR again changes nothing. The shop still confirms the money before the order is paid.',
        tags: ['Payments'],
        pathIds: TOKEN_ID,
        body: claimUtrInput,
        responses: {
          200: succeeded('The payment step with the claimed UTR', paymentStepResponse),
          400: failed('The UTR is not 12 digits; `errors` names the field'),
          404: NOT_FOUND,
          409: failed(
            'The order is no longer awaiting payment (paid or cancelled), or this UTR already paid another order',
          ),
          ...bodyFailures,
          429: tooManyRequests,
          503: unavailable,
        },
      }),
      limit('tracking'),
      validate('json', claimUtrInput),
      async (c) => {
        const token = c.req.param('token');
        const row = await claimUtr(orderPool, token, c.req.valid('json').utr);
        return ok(c, { payment: paymentStepOf(row, token, payments) });
      },
    );
}
