import { useT } from '../../i18n/language';
import { formatINR } from '../../lib/format';
import { Button } from '../../ui/Button';
import * as styles from './StickyBuyBar.css';

interface Props {
  price: number;
  addLabel: string;
  inStock: boolean;
  onAdd: () => void;
  onBuy: () => void;
}

/** The phone product page's price, Add to Cart and Buy Now, kept in reach after the page's own buttons scroll away. */
export default function StickyBuyBar({ price, addLabel, inStock, onAdd, onBuy }: Props) {
  const t = useT();
  return (
    <aside className={styles.bar} aria-label={t('Quick buy')} data-testid="sticky-buy-bar">
      <span className={styles.price}>{formatINR(price)}</span>
      <Button tone="primary" disabled={!inStock} onClick={onAdd}>
        {addLabel}
      </Button>
      {inStock && (
        <Button tone="secondary" onClick={onBuy}>
          {t('Buy Now')}
        </Button>
      )}
    </aside>
  );
}
