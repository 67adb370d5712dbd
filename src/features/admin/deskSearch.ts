import * as z from 'zod/mini';
import { PAYMENT_STANDINGS } from '../../../api-schema/paymentStanding';

// The desk's URL search params (in the shop's entry chunk, so kept small). A bad or hand-edited value is
// dropped (the list shows unfiltered), never an error; the server checks what it gets (a 400 names it).
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const kept = (keep: (value: string) => boolean) =>
  z.catch(
    z.optional(
      z.pipe(
        z.unknown(),
        z.transform((value) => (typeof value === 'string' && keep(value.trim()) ? value.trim() : undefined)),
      ),
    ),
    undefined,
  );
const text = kept(Boolean);
const day = kept((value) => DAY.test(value));
const laterPage = z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(2))), undefined);

export const orderDeskSearchSchema = z.object({
  status: text,
  /** A dashboard list (to_confirm, cod_unremitted…); the server checks it. */
  queue: text,
  from: day,
  to: day,
  city: text,
  q: text,
  /** COD orders the shopper confirmed by their link, or not yet (docs/pricing.md). */
  codConfirmation: kept((value) => value === 'confirmed' || value === 'unconfirmed'),
  /** Paid, awaiting payment, COD to collect… (api-schema/paymentStanding.ts). */
  payment: kept((value) => (PAYMENT_STANDINGS as readonly string[]).includes(value)),
  page: laterPage,
});
export type OrderDeskSearch = z.infer<typeof orderDeskSearchSchema>;

export const catalogueDeskSearchSchema = z.object({
  q: text,
  page: laterPage,
  /** The dashboard's "low on stock" list. */
  lowStock: kept((value) => value === 'true'),
});
export type CatalogueDeskSearch = z.infer<typeof catalogueDeskSearchSchema>;
