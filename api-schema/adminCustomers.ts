import * as z from 'zod/mini';
import { ok } from './envelope';
import { pagination } from './entities';

export const ADMIN_CUSTOMERS_PAGE_SIZE = 25;

export const adminCustomerQuery = z.object({
  /** A name, phone or e-mail, or part of one. */
  q: z.optional(z.string().check(z.maxLength(100, 'search must be at most 100 characters'), z.trim())),
  page: z._default(z.coerce.number('page must be a number').check(z.int(), z.gte(1, 'page must be at least 1')), 1),
});

/** One shopper, known by the last ten digits of their phone; every e-mail they ordered with. */
export const adminCustomer = z.object({
  phone: z.string(),
  name: z.string(),
  emails: z.array(z.string()),
  orders: z.number(),
  /** Σ totals of their orders not cancelled, returned or returned to origin. */
  value: z.number(),
  lastOrderAt: z.string(),
  cancelled: z.number(),
  returned: z.number(),
  /** Parcels refused at the door or undeliverable: COD is withheld from a phone with too many (docs/pricing.md). */
  returnedToOrigin: z.number(),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;

export const adminCustomerListResponse = ok(z.object({ customers: z.array(adminCustomer), pagination }));
