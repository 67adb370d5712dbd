import { Link } from '@tanstack/react-router';
import { cartTotals } from '../../../api-schema/money';
import { buttonClass } from '../../ui/buttonClass';
import { useT } from '../../i18n/language';
import { formatINR } from '../../lib/format';
import { CartDeliveryPromise } from './CartDeliveryPromise';
import * as styles from './CartDrawer.css';
import type { CartLine } from './cartLines';
import { closeCartDrawer } from './drawerState';

export function CartDrawerFooter({ lines }: { lines: readonly CartLine[] }) {
  const t = useT();
  const { totalPrice, savings } = cartTotals(lines);
  return (
    <footer className={styles.footer}>
      {savings > 0 && (
        <p className={styles.savingsRow}>
          <span>{t('You Save:')}</span>
          <span data-testid="cart-savings">{formatINR(savings)}</span>
        </p>
      )}
      <p className={styles.totalRow}>
        <span>{t('Total:')}</span>
        <span data-testid="cart-total">{formatINR(totalPrice)}</span>
      </p>
      <CartDeliveryPromise />
      <Link
        to="/checkout"
        className={buttonClass({ tone: 'primary', size: 'lg', block: true })}
        onClick={closeCartDrawer}
      >
        {t('Proceed to Checkout')}
      </Link>
      <Link to="/products" className={styles.continueLink} onClick={closeCartDrawer}>
        {t('Continue Shopping')}
      </Link>
    </footer>
  );
}
