import { useCartCount } from '../features/cart/useCart';
import { toggleCartDrawer } from '../features/cart/drawerState';
import { useT } from '../i18n/language';
import * as styles from './Header.css';
import { preloadCartDrawer } from './LazyCartDrawer';

export function CartButton({ className }: { className: string }) {
  const count = useCartCount();
  const t = useT();
  return (
    <button
      type="button"
      className={className}
      onClick={toggleCartDrawer}
      onPointerEnter={preloadCartDrawer}
      onFocus={preloadCartDrawer}
      aria-label={t(count === 1 ? 'Cart, {count} item' : 'Cart, {count} items', { count })}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 7h12l-1 13H7L6 7Z" />
        <path d="M9 7a3 3 0 0 1 6 0" />
      </svg>
      {count > 0 && (
        <span className={styles.badge} aria-hidden>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
