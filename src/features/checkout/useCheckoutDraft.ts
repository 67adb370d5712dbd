import { useEffect, useState } from 'react';
import { type CheckoutValues, emptyCheckoutValues } from './checkoutValues';

const DRAFT_KEY = 'bag-ecommerce-checkout-draft';
const COUPON_KEY = 'bag-ecommerce-checkout-coupon';

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
    sessionStorage.removeItem(COUPON_KEY);
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

/** The applied coupon code, kept like the draft: a reload of /checkout keeps the discount the shopper saw. */
export function useCheckoutCoupon() {
  const [code, setCode] = useState(() => {
    try {
      return (sessionStorage.getItem(COUPON_KEY) ?? '').slice(0, 30);
    } catch {
      return '';
    }
  });
  const apply = (next: string) => {
    setCode(next);
    try {
      if (next) sessionStorage.setItem(COUPON_KEY, next);
      else sessionStorage.removeItem(COUPON_KEY);
    } catch {
      // storage full or disabled: the code still lives in memory
    }
  };
  return [code, apply] as const;
}
