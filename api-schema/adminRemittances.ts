import * as z from 'zod/mini';
import { isCalendarDay } from './calendarDay';
import { ok } from './envelope';

export const MAX_REMITTANCE_ORDERS = 2000;

/**
 * A courier's cash-on-delivery remittance: its reference (UTR or the courier's remittance id), the day the
 * money reached the bank, the amount, and the orders it covers — order numbers or AWBs, typed (`orders`) or
 * as the courier's CSV (`csv`: the column headed AWB, waybill, tracking or order, else the first).
 */
export const remittanceInput = z
  .strictObject({
    reference: z.string('Please enter the remittance reference').check(
      // Length before trimming: the document's maxLength is of the text as sent.
      z.maxLength(60, 'The reference must be at most 60 characters'),
      z.trim(),
      z.minLength(1, 'Please enter the remittance reference'),
    ),
    remittedOn: z
      .string('Please enter the date of the remittance')
      .check(z.refine(isCalendarDay, 'Please enter the date of the remittance (YYYY-MM-DD)')),
    amount: z
      .number('The amount must be a number')
      .check(
        z.int('The amount must be whole rupees'),
        z.gte(0, 'The amount cannot be negative'),
        z.lte(100_000_000, 'The amount is too large'),
      ),
    orders: z.optional(
      z.array(z.string().check(z.maxLength(40), z.trim())).check(z.maxLength(MAX_REMITTANCE_ORDERS, 'Too many orders')),
    ),
    csv: z.optional(z.string().check(z.maxLength(60_000, 'The CSV is too large (at most 60 KB)'))),
  })
  .check(
    z.refine((r) => (r.orders ?? []).some((o) => o.trim()) || Boolean(r.csv?.trim()), {
      message: 'List the orders or AWBs this remittance covers, or import the courier’s CSV',
      path: ['orders'],
    }),
  );
export type RemittanceInput = z.infer<typeof remittanceInput>;

export const remittance = z.object({
  reference: z.string(),
  remittedOn: z.string(),
  amount: z.number(),
  /** What its orders collected on delivery. */
  expected: z.number(),
  /** expected − amount when the courier paid less, else 0. */
  shortfall: z.number(),
  recordedAt: z.string(),
  orders: z.array(z.string()),
});
export type Remittance = z.infer<typeof remittance>;

export const remittanceResponse = ok(z.object({ remittance, changed: z.boolean() }));

export const unremittedOrder = z.object({
  orderNumber: z.string(),
  trackingNumber: z.nullable(z.string()),
  deliveredAt: z.string(),
  amount: z.number(),
  days: z.number(),
  late: z.boolean(),
});

export const remittancesResponse = ok(
  z.object({
    remittances: z.array(remittance),
    unremitted: z.array(unremittedOrder),
    lateDays: z.number(),
  }),
);
export type RemittancesView = z.infer<typeof remittancesResponse>['data'];
