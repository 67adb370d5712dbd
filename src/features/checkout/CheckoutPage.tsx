import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/buttonClass';
import * as styles from './Checkout.css';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutSteps } from './CheckoutSteps';
import { type CheckoutSearch, useCheckoutLines } from './useCheckoutLines';

export function CheckoutPage({ search }: { search: CheckoutSearch }) {
  const checkout = useCheckoutLines(search);
  return (
    <div className={styles.page}>
      <h1>Checkout</h1>
      <CheckoutSteps />
      {checkout.status === 'loading' && <p role="status">Loading your order…</p>}
      {checkout.status === 'error' && (
        <div className={styles.notice} role="alert">
          <h2>Product Not Found</h2>
          <p>{checkout.message}</p>
          <Link to="/products" className={buttonClass({ tone: 'secondary' })}>
            Continue Shopping
          </Link>
        </div>
      )}
      {checkout.status === 'ready' && <CheckoutForm lines={checkout.lines} isBuyNow={Boolean(search.buyNow)} />}
    </div>
  );
}
