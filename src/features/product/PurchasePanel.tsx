import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { colourInStock, colourStockLeft } from '../../../api-schema/colourStock';
import type { Product } from '../../../api-schema/entities';
import { cart } from '../cart/cart';
import { quantityLimit } from '../cart/cartLines';
import { useIsInCart } from '../cart/useCart';
import { useT } from '../../i18n/language';
import { Button } from '../../ui/Button';
import { ColorSwatches } from '../catalogue/ColorSwatches';
import { DeliveryCheck } from './DeliveryCheck';
import * as styles from './ProductDetail.css';
import { QuantityInput } from './QuantityInput';
import { useScrolledPast } from './useScrolledPast';
import { withChosenColor } from '../catalogue/withChosenColor';

interface Props {
  product: Product;
  color: string | undefined;
  onColorChange: (color: string) => void;
}

// Shown only once the page's own buttons scroll away: its code is not part of the page's first load.
const StickyBuyBar = lazy(() => import('./StickyBuyBar'));

/** Colour, quantity, Add to Cart and Buy Now (docs/product.md §2/§4). */
export function PurchasePanel({ product, color, onColorChange }: Props) {
  const t = useT();
  const [chosenQuantity, setQuantity] = useState(1);
  // Stock is per colour (ADR 028): the chosen colour's count and state rule the quantity and the buttons.
  const stockLeft = colourStockLeft(product, color);
  const colourSoldOut = product.inStock && !colourInStock(product, color);
  const limit = quantityLimit(stockLeft);
  // The product may come back with fewer left than the shopper had chosen.
  const quantity = Math.min(chosenQuantity, limit);
  const navigate = useNavigate();
  const inCart = useIsInCart(product._id, color ?? '');
  const withColor = (action: (chosen: string) => void) => () => withChosenColor(product, color, action);
  const [buttonsRef, buttonsGone] = useScrolledPast<HTMLDivElement>();
  const addLabel = t(!product.inStock ? 'Out of Stock' : inCart ? 'Added to Cart' : 'Add to Cart');
  const add = withColor((chosen) => cart.add(product, chosen, quantity));
  const buyNow = withColor(
    (chosen) => void navigate({ to: '/checkout', search: { buyNow: product._id, color: chosen, quantity } }),
  );
  return (
    <div className={styles.purchase}>
      {product.colors.length > 0 && (
        <div className={styles.field}>
          <p className={styles.fieldLabel}>
            {t('Color:')} <strong>{color ?? t('Choose one')}</strong>
          </p>
          <ColorSwatches colors={product.colors} value={color} onChange={onColorChange} size="lg" label={t('Color')} />
          {colourSoldOut && color && (
            <p className={styles.stockLeft}>
              {t('{colorName} is sold out. Please choose another colour.', { colorName: color })}
            </p>
          )}
        </div>
      )}
      <div className={styles.field}>
        <p className={styles.fieldLabel}>
          {t('Quantity')}
          {stockLeft && <span className={styles.stockLeft}> · {t('Only {count} left', { count: stockLeft })}</span>}
        </p>
        <QuantityInput value={quantity} onChange={setQuantity} max={limit} />
      </div>
      <div className={styles.buttons} ref={buttonsRef}>
        <Button
          size="lg"
          tone={inCart ? 'secondary' : 'primary'}
          disabled={!product.inStock}
          aria-disabled={colourSoldOut || undefined}
          onClick={add}
        >
          {addLabel}
        </Button>
        {product.inStock && (
          <Button size="lg" tone="secondary" aria-disabled={colourSoldOut || undefined} onClick={buyNow}>
            {t('Buy Now')}
          </Button>
        )}
      </div>
      {buttonsGone && (
        <Suspense fallback={null}>
          <StickyBuyBar
            price={product.newPrice}
            addLabel={addLabel}
            inStock={product.inStock}
            onAdd={add}
            onBuy={buyNow}
          />
        </Suspense>
      )}
      <DeliveryCheck subtotal={product.newPrice * quantity} />
    </div>
  );
}
