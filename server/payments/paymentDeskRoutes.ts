import { Hono } from 'hono';
import {
  changedResponse,
  markReceivedInput,
  paymentsDeskResponse,
  recordRefundInput,
  statementImportInput,
  statementImportResponse,
} from '../../api-schema/adminPayments';
import { audit } from '../admin/audit';
import { withTransaction as inTransaction } from '../db/transaction';
import { CSRF_HEADER_DOC, DESK_SECURITY, DESK_TAGS, signedInRead, signedInWrite } from '../admin/deskDocs';
import type { DeskEnv } from '../admin/requireOperator';
import type { AppDeps } from '../http/appDeps';
import { describe, failed, succeeded } from '../http/openapi/describe';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import { normaliseOrderNumber } from '../orders/orderNumber';
import { ORDER_NUMBER_ID } from '../orders/transitionDocs';
import { importStatement } from './importStatement';
import { markPaid } from './markPaid';
import { paymentsDesk } from './paymentsDesk';
import { recordRefund } from './recordRefund';

const desk = { tags: DESK_TAGS, security: DESK_SECURITY };
const write = { ...desk, headers: CSRF_HEADER_DOC };

/** /api/admin/payments: reconcile UPI money by hand or by bank statement, record refunds; each step audited. */
export function paymentDeskRoutes({ pool, orderPool }: AppDeps) {
  return new Hono<DeskEnv>()
    .get(
      '/',
      describe({
        summary: 'UPI orders awaiting payment (amount, claimed UTR, age) and refunds due',
        ...desk,
        responses: { 200: succeeded('The payments view', paymentsDeskResponse), ...signedInRead },
      }),
      async (c) => ok(c, await paymentsDesk(pool)),
    )
    .post(
      '/:orderNumber/received',
      describe({
        summary: 'Mark a UPI order paid: the money arrived with this UTR',
        description: 'Safe to repeat: the same UTR again answers `changed: false` and writes nothing.',
        ...write,
        pathIds: ORDER_NUMBER_ID,
        body: markReceivedInput,
        responses: {
          200: succeeded('Whether anything changed', changedResponse),
          400: failed('The UTR is not 12 digits'),
          404: failed('Order not found'),
          409: failed('Cash on delivery, already paid with another UTR, cancelled, or the UTR paid another order'),
          ...signedInWrite,
        },
      }),
      validate('json', markReceivedInput),
      async (c) => {
        const operator = c.get('operator');
        const orderNumber = normaliseOrderNumber(c.req.param('orderNumber'));
        const reference = c.req.valid('json').utr;
        const result = await inTransaction(orderPool, (db) =>
          markPaid(db, {
            orderNumber,
            reference,
            source: 'desk',
            alsoRecord: (tx, paid) =>
              audit(
                tx,
                operator,
                'payment.received',
                orderNumber,
                { paymentState: 'awaiting_payment' },
                { paymentState: 'paid', utr: reference, amount: paid.amount },
              ),
          }),
        );
        return ok(c, result);
      },
    )
    .post(
      '/:orderNumber/refund',
      describe({
        summary: 'Record the refund sent for a cancelled or returned paid order (amount, UPI reference, date)',
        description: 'Safe to repeat: the same refund again answers `changed: false`. Never more than was paid.',
        ...write,
        pathIds: ORDER_NUMBER_ID,
        body: recordRefundInput,
        responses: {
          200: succeeded('Whether anything changed', changedResponse),
          400: failed('A field is wrong, or the amount is more than was paid; `errors` names each field'),
          404: failed('Order not found'),
          409: failed('No refund is due, or another refund is already recorded'),
          ...signedInWrite,
        },
      }),
      validate('json', recordRefundInput),
      async (c) => {
        const operator = c.get('operator');
        const orderNumber = normaliseOrderNumber(c.req.param('orderNumber'));
        const input = c.req.valid('json');
        const result = await inTransaction(orderPool, (db) =>
          recordRefund(db, orderNumber, input, (tx) =>
            audit(
              tx,
              operator,
              'payment.refunded',
              orderNumber,
              { paymentState: 'refund_due' },
              { paymentState: 'refunded', ...input },
            ),
          ),
        );
        return ok(c, result);
      },
    )
    .post(
      '/statement',
      describe({
        summary:
          'Import a bank statement CSV: credits matching an order (number in narration, or claimed UTR) and its exact total mark it paid',
        description:
          'Columns (date, narration/description, amount/credit, reference/UTR) are detected from the header or named in `columns`. ' +
          'Safe to repeat: the same file again answers `alreadyImported: true` and changes nothing.',
        ...write,
        body: statementImportInput,
        responses: {
          200: succeeded('Matched, mismatched (amount differs) and unmatched lines', statementImportResponse),
          400: failed('The CSV has no usable header or a named column is missing'),
          ...signedInWrite,
        },
      }),
      validate('json', statementImportInput),
      async (c) => ok(c, await importStatement(orderPool, c.get('operator'), c.req.valid('json'))),
    );
}
