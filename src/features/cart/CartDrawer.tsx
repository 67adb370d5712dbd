import { Link } from '@tanstack/react-router';
import { type MouseEvent, useEffect, useRef } from 'react';
import { cartTotals } from '../../../api-schema/money';
import { useT } from '../../i18n/language';
import { buttonClass } from '../../ui/buttonClass';
import * as styles from './CartDrawer.css';
import { CartDrawerFooter } from './CartDrawerFooter';
import { CartLineItem } from './CartLineItem';
import { closeCartDrawer, useCartDrawerOpen } from './drawerState';
import { useCartLines } from './useCart';

/**
 * docs/product.md §2 cart drawer. A modal <dialog> gives the focus trap, Escape, and focus returning to the
 * cart button for free; a click that lands on the dialog itself (not its panel) is the backdrop.
 */
export function CartDrawer() {
  const t = useT();
  const open = useCartDrawerOpen();
  const lines = useCartLines();
  const dialog = useRef<HTMLDialogElement>(null);
  const { totalItems } = cartTotals(lines);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) closeCartDrawer();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-labelledby="cart-drawer-title"
      onClose={closeCartDrawer}
      onClick={onBackdrop}
    >
      {open && (
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id="cart-drawer-title" className={styles.title}>
              {t('Shopping Cart ({count})', { count: totalItems })}
            </h2>
            <button type="button" className={styles.closeButton} aria-label={t('Close cart')} onClick={closeCartDrawer}>
              ×
            </button>
          </header>
          {lines.length === 0 ? (
            <div className={styles.empty}>
              <p>
                <strong>{t('Your cart is empty')}</strong>
              </p>
              <p className={styles.emptyHint}>{t('Add some products to get started!')}</p>
              <Link to="/products" className={buttonClass({ tone: 'primary' })} onClick={closeCartDrawer}>
                {t('Browse Products')}
              </Link>
            </div>
          ) : (
            <>
              <ul className={styles.lines} aria-label={t('Cart items')}>
                {lines.map((line) => (
                  <CartLineItem key={line.id} line={line} />
                ))}
              </ul>
              <CartDrawerFooter lines={lines} />
            </>
          )}
        </div>
      )}
    </dialog>
  );
}
