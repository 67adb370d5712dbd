import * as z from 'zod/mini';
import type { ShopLegal } from '../../api-schema/shopLegal';
import { supplierFromEnv } from '../tax/supplier';

const text = (fallback: string) => z._default(z.string().check(z.trim(), z.minLength(1)), fallback);
const lines = (address: string) =>
  address
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);

/** The grievance officer and an optional manufacturer/packer; clearly fictitious demo defaults. */
const legalEnv = z.object({
  GRIEVANCE_OFFICER_NAME: text('Asha Menon (demo)'),
  GRIEVANCE_OFFICER_DESIGNATION: text('Grievance Officer'),
  GRIEVANCE_OFFICER_EMAIL: text('grievance@jholaandco.in'),
  GRIEVANCE_OFFICER_PHONE: text('+91 98765 43210'),
  MANUFACTURER_NAME: z.optional(z.string()),
  MANUFACTURER_ADDRESS: z.optional(z.string()),
});

const withoutEmpty = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));

/**
 * The seller is the invoices' supplier (SUPPLIER_NAME, SUPPLIER_ADDRESS); the manufacturer/packer is named
 * only when MANUFACTURER_NAME is set and differs from the seller. A malformed value stops the start.
 */
export function shopLegalFromEnv(env: NodeJS.ProcessEnv = process.env): ShopLegal {
  const settings = legalEnv.parse(withoutEmpty(env));
  const supplier = supplierFromEnv(env);
  const seller = { name: supplier.name, addressLines: supplier.lines };
  const maker = settings.MANUFACTURER_NAME?.trim();
  return {
    seller,
    manufacturer:
      maker && maker !== seller.name ? { name: maker, addressLines: lines(settings.MANUFACTURER_ADDRESS ?? '') } : null,
    grievanceOfficer: {
      name: settings.GRIEVANCE_OFFICER_NAME,
      designation: settings.GRIEVANCE_OFFICER_DESIGNATION,
      email: settings.GRIEVANCE_OFFICER_EMAIL,
      phone: settings.GRIEVANCE_OFFICER_PHONE,
    },
  };
}
