import { Link } from '@tanstack/react-router';
import { tKnown, useT } from '../../i18n/language';
import { buttonClass } from '../../ui/buttonClass';
import * as styles from './Checkout.css';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutSteps } from './CheckoutSteps';
import { type CheckoutSearch, useCheckoutLines } from './useCheckoutLines';

export function CheckoutPage({ search }: { search: CheckoutSearch }) {
  const t = useT();
  const checkout = useCheckoutLines(search);
  return (
    <div className={styles.page}>
      <h1>{t('Checkout')}</h1>
      <CheckoutSteps />
      {checkout.status === 'loading' && <p role="status">{t('Loading your order…')}</p>}
      {checkout.status === 'error' && (
        <div className={styles.notice} role="alert">
          <h2>{t('Product Not Found')}</h2>
          <p>{tKnown(checkout.message)}</p>
          <Link to="/products" className={buttonClass({ tone: 'secondary' })}>
            {t('Continue Shopping')}
          </Link>
        </div>
      )}
      {checkout.status === 'ready' && <CheckoutForm lines={checkout.lines} isBuyNow={Boolean(search.buyNow)} />}
    </div>
  );
}
