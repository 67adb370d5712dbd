import type { ShopLegal } from '../../api-schema/shopLegal';
import { config, type Config } from '../config';
import { supplierFromConfig } from '../tax/supplier';

const lines = (address: string) =>
  address
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The seller is the invoices' supplier (SUPPLIER_NAME, SUPPLIER_ADDRESS); the manufacturer/packer is named
 * only when MANUFACTURER_NAME is set and differs from the seller; the grievance officer is GRIEVANCE_OFFICER_*.
 */
export function shopLegalFromConfig(env: Config = config()): ShopLegal {
  const supplier = supplierFromConfig(env);
  const seller = { name: supplier.name, addressLines: lines(supplier.lines.join('|')) };
  const maker = env.MANUFACTURER_NAME?.trim();
  return {
    seller,
    manufacturer:
      maker && maker !== seller.name ? { name: maker, addressLines: lines(env.MANUFACTURER_ADDRESS ?? '') } : null,
    grievanceOfficer: {
      name: env.GRIEVANCE_OFFICER_NAME,
      designation: env.GRIEVANCE_OFFICER_DESIGNATION,
      email: env.GRIEVANCE_OFFICER_EMAIL,
      phone: env.GRIEVANCE_OFFICER_PHONE,
    },
  };
}
