import { useT } from '../../i18n/language';
import * as styles from './CheckoutSteps.css';

const STEPS = ['Shipping', 'Payment', 'Confirmation'] as const;

/** docs/product.md §2: decorative only — the first step is shown as the current one. */
export function CheckoutSteps() {
  const t = useT();
  return (
    <ol className={styles.steps} aria-label={t('Checkout steps')}>
      {STEPS.map((step, index) => (
        <li key={step} className={styles.step} aria-current={index === 0 ? 'step' : undefined}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          {t(step)}
        </li>
      ))}
    </ol>
  );
}
