import * as z from 'zod/mini';
import { ok } from './envelope';

const party = z.object({ name: z.string(), addressLines: z.array(z.string()) });

/**
 * Who sells, makes and answers for the goods (Consumer Protection (E-Commerce) Rules, 2020): shown on the
 * product page, the footer and the terms. `manufacturer` is null when the seller made and packed the goods.
 */
export const shopLegal = z.object({
  seller: party,
  manufacturer: z.nullable(party),
  grievanceOfficer: z.object({
    name: z.string(),
    designation: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
});

export const shopLegalResponse = ok(shopLegal);

export type ShopLegal = z.infer<typeof shopLegal>;
