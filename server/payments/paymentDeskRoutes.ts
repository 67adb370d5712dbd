import { Hono } from 'hono';
import {
  changedResponse,
  markReceivedInput,
  paymentsDeskResponse,
  recordRefundInput,
  STATEMENT_MAX_BYTES,
  STATEMENT_TOO_LARGE,
  statementImportInput,
  statementImportResponse,
} from '../../api-schema/adminPayments';
import {
  audit,
  CSRF_HEADER_DOC,
  DESK_SECURITY,
  DESK_TAGS,
  signedInRead,
  signedInWrite,
  type DeskEnv,
} from '../http/operator';
import { withTransaction as inTransaction } from '../db/transaction';
import type { AppDeps } from '../http/appDeps';
import { limitBody } from '../http/bodyLimit';
import { describe, failed, succeeded } from '../http/openapi/describe';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import { normaliseOrderNumber, ORDER_NUMBER_ID } from '../orderRecords/orderNumber';
import { importStatement } from './importStatement';
import { markPaid } from './markPaid';
import { paymentsDesk } from './paymentsDesk';
import { recordRefund } from './recordRefund';

const STATEMENT_PATH = '/statement';
// JSON writes a byte of the CSV as at most 6 (a control character as \u00XX): a file within the limit always fits.
const STATEMENT_BODY_BYTES = 6 * STATEMENT_MAX_BYTES + 4096;

/** The desk call whose body may be larger than the API's 64 KiB: app.ts skips that limit for it, after the session. */
export const isStatementImport = (method: string, path: string) =>
  method === 'POST' && path === `/api/admin/payments${STATEMENT_PATH}`;

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
      STATEMENT_PATH,
      describe({
        summary:
          'Import a bank statement CSV line by line: each credit line matching an order (number in narration, or claimed UTR) and its exact total marks it paid',
        description:
          'Columns (date, narration/description, amount/credit, reference/UTR) are detected from the header or named in `columns`. ' +
          'Every credit line answers its own outcome (paid, already paid, conflict with the order its UTR paid, amount differs, ' +
          'not awaiting payment, unknown) and the clean lines are paid; one bad line never refuses the file. ' +
          'Safe to repeat: the same file again changes nothing (its paid lines answer `already_paid`). ' +
          `The CSV may be up to ${STATEMENT_MAX_BYTES / 1024 / 1024} MB (UTF-8).`,
        ...write,
        body: statementImportInput,
        responses: {
          200: succeeded(
            'Each credit line with its outcome and reason, and the count of each outcome',
            statementImportResponse,
          ),
          400: failed('The CSV has no usable header, a named column is missing, or the file is larger than the limit'),
          ...signedInWrite,
          413: failed(
            `The body is far larger than a ${STATEMENT_MAX_BYTES / 1024 / 1024} MB file (refused before it is read)`,
          ),
        },
      }),
      limitBody(STATEMENT_BODY_BYTES, STATEMENT_TOO_LARGE),
      validate('json', statementImportInput),
      async (c) => ok(c, await importStatement(orderPool, c.get('operator'), c.req.valid('json'))),
    );
}
