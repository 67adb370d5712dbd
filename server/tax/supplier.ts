import { config, type Config } from '../config';

/** The seller named on every tax invoice: configuration, with a clearly fictitious demo default. */
export interface Supplier {
  name: string;
  lines: string[];
  gstin: string;
  stateName: string;
  stateCode: string;
}

export function supplierFromConfig(env: Config = config()): Supplier {
  return {
    name: env.SUPPLIER_NAME,
    lines: env.SUPPLIER_ADDRESS.split('|'),
    gstin: env.SUPPLIER_GSTIN,
    stateName: env.SUPPLIER_STATE,
    stateCode: env.SUPPLIER_STATE_CODE,
  };
}
