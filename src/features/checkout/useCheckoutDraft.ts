import { useEffect, useState } from 'react';
import { type CheckoutValues, emptyCheckoutValues } from './checkoutValues';

const DRAFT_KEY = 'bag-ecommerce-checkout-draft';

function readDraft(): CheckoutValues {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return emptyCheckoutValues;
    const merged = { ...emptyCheckoutValues };
    for (const key of Object.keys(emptyCheckoutValues) as (keyof CheckoutValues)[]) {
      const value = (saved as Record<string, unknown>)[key];
      if (typeof value === typeof emptyCheckoutValues[key]) (merged as Record<string, unknown>)[key] = value;
    }
    return merged;
  } catch (error) {
    console.error('Could not read the checkout draft', error);
    return emptyCheckoutValues;
  }
}

export const clearCheckoutDraft = () => {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // storage unavailable: nothing was saved either
  }
};

/** The form's values, kept in sessionStorage so a reload of /checkout loses nothing the shopper typed. */
export function useCheckoutDraft() {
  const [values, setValues] = useState(readDraft);
  useEffect(() => {
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    } catch {
      // storage full or disabled: the draft still lives in memory
    }
  }, [values]);
  return [values, setValues] as const;
}
