/** Where the supplier is registered: supplies delivered inside it pay CGST + SGST, elsewhere IGST. */
export interface TaxableItem {
  description: string;
  hsnCode: string;
  /** GST rate in percent, e.g. 5 or 18. */
  rate: number;
  quantity: number;
  /** Tax-inclusive amount for the whole line, in rupees (MRP × quantity). */
  grossRupees: number;
  /** Rupees off the line before tax (its share of a coupon or prepaid discount); the taxable value follows (rule 46). */
  discountRupees?: number;
}

export interface TaxedItem extends TaxableItem {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** What the shopper pays for the line: gross less discount. */
  grossPaise: number;
  discountPaise: number;
}

/**
 * Prices are GST-inclusive. A discount comes off the line first (the taxable value is the value after discount).
 * Per line: taxable value = gross × 100 / (100 + rate), rounded half up to the
 * paisa; tax = gross − taxable value, so every line (and so the invoice) adds up to the price paid exactly.
 * Within the state the tax is split CGST = half rounded half up, SGST = the rest; across states it is all IGST.
 */
export function taxItem(item: TaxableItem, intraState: boolean): TaxedItem {
  const discountPaise = (item.discountRupees ?? 0) * 100;
  const grossPaise = item.grossRupees * 100 - discountPaise;
  const taxablePaise = Math.round((grossPaise * 100) / (100 + item.rate));
  const taxPaise = grossPaise - taxablePaise;
  const cgstPaise = intraState ? Math.round(taxPaise / 2) : 0;
  return {
    ...item,
    grossPaise,
    discountPaise,
    taxablePaise,
    cgstPaise,
    sgstPaise: intraState ? taxPaise - cgstPaise : 0,
    igstPaise: intraState ? 0 : taxPaise,
  };
}

export function invoiceTotals(items: readonly TaxedItem[]) {
  const sum = (pick: (i: TaxedItem) => number) => items.reduce((total, item) => total + pick(item), 0);
  return {
    taxablePaise: sum((i) => i.taxablePaise),
    cgstPaise: sum((i) => i.cgstPaise),
    sgstPaise: sum((i) => i.sgstPaise),
    igstPaise: sum((i) => i.igstPaise),
    grossPaise: sum((i) => i.grossPaise),
    discountPaise: sum((i) => i.discountPaise),
  };
}
