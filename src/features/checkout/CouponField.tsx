import { useState } from 'react';
import { tKnown, useT } from '../../i18n/language';
import { formatINR } from '../../lib/format';
import * as styles from './OrderSummary.css';

interface Props {
  /** The code the shopper applied ('' for none). */
  applied: string;
  /** Why the applied code gives nothing, from the quote. */
  message: string | null;
  discount: number;
  onApply: (code: string) => void;
}

/** "Have a coupon?": one code at a time; the quote says whether it applies and, if not, why. */
export function CouponField({ applied, message, discount, onApply }: Props) {
  const t = useT();
  const [open, setOpen] = useState(applied !== '');
  const [typed, setTyped] = useState(applied);
  if (!open)
    return (
      <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
        {t('Have a coupon?')}
      </button>
    );
  const apply = () => onApply(typed.trim().toUpperCase());
  return (
    <div className={styles.coupon}>
      <label htmlFor="coupon-code">{t('Coupon code')}</label>
      <div className={styles.couponRow}>
        <input
          id="coupon-code"
          value={typed}
          maxLength={30}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
          // Enter applies the code; it must not place the order.
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), apply())}
          aria-invalid={message ? true : undefined}
          aria-describedby="coupon-note"
        />
        <button
          type="button"
          onClick={applied && typed.trim().toUpperCase() === applied ? () => (setTyped(''), onApply('')) : apply}
        >
          {applied && typed.trim().toUpperCase() === applied ? t('Remove') : t('Apply')}
        </button>
      </div>
      <p id="coupon-note" role="status" className={message ? styles.couponError : styles.savings}>
        {message
          ? tKnown(message)
          : applied && discount > 0
            ? t('{code} applied: you save {amount}', { code: applied, amount: formatINR(discount) })
            : ''}
      </p>
    </div>
  );
}
