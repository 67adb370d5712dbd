import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useT } from '../../i18n/language';
import { paymentOptionsQuery } from './paymentOptions';

interface Props {
  checked: boolean;
  /** Cash on delivery is not offered for this order: UPI is chosen for the shopper. */
  preferred: boolean;
  onChoose: (method: 'upi' | 'cod') => void;
  /** What stands in its place when the shop takes no UPI: the disabled online option. */
  unavailable: ReactNode;
  className: string;
  hintClassName: string;
}

/** Checkout's UPI option (docs/payments.md), loaded after the page: only a shop with a UPI ID offers it. */
export function UpiChoice({ checked, preferred, onChoose, unavailable, className, hintClassName }: Props) {
  const t = useT();
  const options = useQuery(paymentOptionsQuery);
  const offered = options.data?.upi ?? false;
  // A draft saved while the shop took UPI falls back to cash on delivery once it no longer does.
  useEffect(() => {
    if (options.data && !offered && checked) onChoose('cod');
  }, [options.data, offered, checked, onChoose]);
  // Never leave a withheld cash on delivery pre-selected: the order could not be placed with it.
  useEffect(() => {
    if (offered && preferred && !checked) onChoose('upi');
  }, [offered, preferred, checked, onChoose]);
  if (!offered) return unavailable;
  return (
    <label className={className}>
      <input type="radio" name="paymentMethod" value="upi" checked={checked} onChange={() => onChoose('upi')} />
      {/* eslint-disable-line no-restricted-syntax -- the payment system's name, the same in every language */}
      UPI
      <span className={hintClassName}>{t('Pay now with any UPI app')}</span>
    </label>
  );
}
