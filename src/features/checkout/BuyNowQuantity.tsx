import { useNavigate } from '@tanstack/react-router';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../../api-schema/constants';
import { useT } from '../../i18n/language';
import type { CheckoutLine } from './checkoutValues';
import * as styles from './OrderSummary.css';

/** Buy Now's quantity, kept in the URL like the rest of what Buy Now carries; stops at the stock left. */
export function BuyNowQuantity({ line }: { line: CheckoutLine }) {
  const t = useT();
  const navigate = useNavigate();
  const max = Math.min(QUANTITY_MAX, line.stockLeft ?? QUANTITY_MAX);
  const set = (quantity: number) =>
    void navigate({ to: '/checkout', search: (s) => ({ ...s, quantity }), replace: true });
  return (
    <span className={styles.stepper} role="group" aria-label={t('Quantity')}>
      <button
        type="button"
        aria-label={t('Decrease quantity')}
        disabled={line.quantity <= QUANTITY_MIN}
        onClick={() => set(line.quantity - 1)}
      >
        −
      </button>
      <output aria-live="polite">{line.quantity}</output>
      <button
        type="button"
        aria-label={t('Increase quantity')}
        disabled={line.quantity >= max}
        onClick={() => set(line.quantity + 1)}
      >
        +
      </button>
    </span>
  );
}
