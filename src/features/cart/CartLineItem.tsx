import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { useT } from '../../i18n/language';
import { formatINR } from '../../lib/format';
import { ProductPicture } from '../../ui/ProductPicture';
import { cart } from './cart';
import * as styles from './CartLineItem.css';
import { quantityLimit, type CartLine } from './cartLines';

export function CartLineItem({ line }: { line: CartLine }) {
  const t = useT();
  const hasOldPrice = line.oldPrice !== null && line.oldPrice > line.price;
  return (
    // eslint-disable-next-line no-restricted-syntax -- the owner's product name and colour, no words of ours
    <li className={styles.item} aria-label={`${line.name}, ${line.color}`}>
      <ProductPicture
        className={styles.image}
        src={line.image}
        sizes="80px"
        alt=""
        width={80}
        height={80}
        loading="lazy"
      />
      <div className={styles.details}>
        <p className={styles.name}>{line.name}</p>
        <p className={styles.meta}>
          {t('Color:')} {line.color}
        </p>
        {line.stockLeft !== undefined && (
          <p className={styles.stockLeft}>{t('Only {count} left', { count: line.stockLeft })}</p>
        )}
        <p className={styles.prices}>
          <span>{formatINR(line.price)}</span>
          {hasOldPrice && (
            <s className={styles.oldPrice}>
              <span className={visuallyHidden}>{t('Original price:')} </span>
              {formatINR(line.oldPrice!)}
            </s>
          )}
        </p>
        <div className={styles.controls}>
          <div className={styles.stepper} role="group" aria-label={t('Quantity of {name}', { name: line.name })}>
            <button
              type="button"
              className={styles.stepButton}
              aria-label={t('Decrease quantity')}
              onClick={() => cart.setQuantity(line.id, line.quantity - 1)}
            >
              −
            </button>
            <span className={styles.quantity} aria-live="polite">
              {line.quantity}
            </span>
            <button
              type="button"
              className={styles.stepButton}
              aria-label={t('Increase quantity')}
              disabled={line.quantity >= quantityLimit(line.stockLeft)}
              onClick={() => cart.setQuantity(line.id, line.quantity + 1)}
            >
              +
            </button>
          </div>
          <button type="button" className={styles.remove} onClick={() => cart.remove(line.id)}>
            {t('Remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
