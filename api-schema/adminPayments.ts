import * as z from 'zod/mini';
import { isCalendarDay } from './calendarDay';
import { ok } from './envelope';
import { utrField } from './paymentStep';

/** The desk's payments view (docs/payments.md): UPI orders awaiting money, and refunds due. */
export const awaitingPayment = z.object({
  orderNumber: z.string(),
  name: z.string(),
  amount: z.number(),
  claimedUtr: z.nullable(z.string()),
  placedAt: z.string(),
  dueBy: z.nullable(z.string()),
});
export const refundDue = z.object({
  orderNumber: z.string(),
  name: z.string(),
  amountDue: z.number(),
  toVpa: z.nullable(z.string()),
  amountRefunded: z.nullable(z.number()),
  reference: z.nullable(z.string()),
  refundedOn: z.nullable(z.string()),
});
export const paymentsDeskResponse = ok(z.object({ awaiting: z.array(awaitingPayment), refunds: z.array(refundDue) }));
export type AwaitingPayment = z.infer<typeof awaitingPayment>;
export type RefundDue = z.infer<typeof refundDue>;

export const markReceivedInput = z.strictObject({ utr: utrField });
export type MarkReceivedInput = z.input<typeof markReceivedInput>;
export const changedResponse = ok(z.object({ changed: z.boolean() }));

const REFUND_REFERENCE = 'Please enter the UPI reference of the refund (12 digits)';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const recordRefundInput = z.strictObject({
  amount: z
    .number('Please enter the amount refunded')
    .check(z.int('Whole rupees only'), z.positive('The amount must be more than 0')),
  reference: z.string(REFUND_REFERENCE).check(z.trim(), z.regex(/^\d{12}$/, REFUND_REFERENCE)),
  refundedOn: z
    .string('Please enter the date')
    .check(z.regex(DATE, 'Please enter the date as YYYY-MM-DD'), z.refine(isCalendarDay, 'There is no such date')),
});
export type RecordRefundInput = z.input<typeof recordRefundInput>;

/** A statement's CSV may be this large (UTF-8 bytes): a month of a busy shop's account, 10,000 lines and more. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
export const STATEMENT_TOO_LARGE = 'The file is larger than 2 MB. Please export a shorter period from your bank.';
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** A bank statement import: the CSV text; columns are detected from the header unless named. */
export const statementImportInput = z.strictObject({
  csv: z.string('Please choose a CSV file').check(
    z.minLength(1, 'The file is empty'),
    z.refine((csv) => utf8Bytes(csv) <= STATEMENT_MAX_BYTES, STATEMENT_TOO_LARGE),
  ),
  columns: z.optional(
    z.strictObject({
      date: z.optional(z.string()),
      narration: z.optional(z.string()),
      amount: z.optional(z.string()),
      reference: z.optional(z.string()),
    }),
  ),
});
export type StatementImportInput = z.input<typeof statementImportInput>;

/** What became of one credit line; every line gets exactly one (docs/payments.md). */
export const STATEMENT_OUTCOMES = [
  'paid',
  'already_paid',
  'conflict',
  'amount_differs',
  'not_awaiting',
  'unknown',
] as const;
export const statementOutcome = z.enum(STATEMENT_OUTCOMES);
export type StatementOutcome = z.infer<typeof statementOutcome>;

export const statementLineResult = z.object({
  line: z.number(),
  date: z.string(),
  narration: z.string(),
  amount: z.number(),
  reference: z.string(),
  outcome: statementOutcome,
  /** The order the line was matched to, if any. */
  orderNumber: z.nullable(z.string()),
  /** For `conflict`: the order this UTR already paid. */
  otherOrder: z.nullable(z.string()),
  /** For `amount_differs`: the order's total. */
  expected: z.nullable(z.number()),
  why: z.string(),
});
export const statementResult = z.object({
  /** This same file (by its SHA-256) was imported before; its lines were matched again all the same. */
  alreadyImported: z.boolean(),
  // Every outcome named (a record keyed by the enum documents required keys without their properties).
  counts: z.object({
    paid: z.number(),
    already_paid: z.number(),
    conflict: z.number(),
    amount_differs: z.number(),
    not_awaiting: z.number(),
    unknown: z.number(),
  }),
  lines: z.array(statementLineResult),
});
export const statementImportResponse = ok(statementResult);
export type StatementLineResult = z.infer<typeof statementLineResult>;
export type StatementResult = z.infer<typeof statementResult>;
