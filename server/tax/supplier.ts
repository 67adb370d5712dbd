/** The seller named on every tax invoice: configuration, with a clearly fictitious demo default. */
export interface Supplier {
  name: string;
  lines: string[];
  gstin: string;
  stateName: string;
  stateCode: string;
}

export function supplierFromEnv(env: NodeJS.ProcessEnv = process.env): Supplier {
  return {
    name: env.SUPPLIER_NAME || 'Jhola & Co. Demo Traders (fictitious)',
    lines: (env.SUPPLIER_ADDRESS || '14 Demo Lane, Bandra West|Mumbai 400050, Maharashtra').split('|'),
    gstin: env.SUPPLIER_GSTIN || '27AAAAA0000A1Z5',
    stateName: env.SUPPLIER_STATE || 'Maharashtra',
    stateCode: env.SUPPLIER_STATE_CODE || '27',
  };
}
