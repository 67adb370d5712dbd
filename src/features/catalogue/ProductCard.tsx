import { memo, useState } from 'react';
import type { Product } from '../../../api-schema/entities';
import { cardColor, colorParam } from '../../../api-schema/cardColor';
import { discountPercent } from '../../../api-schema/money';
import { cart } from '../cart/cart';
import { useIsInCart } from '../cart/useCart';
import { PHOTO_SIZES } from '../../../api-schema/photos';
import { productImage } from '../../lib/productImage';
import { Button } from '../../ui/Button';
import { ProductPicture } from '../../ui/ProductPicture';
import { useT } from '../../i18n/language';
import { categoryLabel } from '../../i18n/categoryLabel';
import { ProductLink } from './ProductLink';
import { Badge, CardStockBadge } from './Badge';
import { ColorSwatches } from './ColorSwatches';
import { Price } from './Price';
import * as styles from './ProductCard.css';
import { withChosenColor } from './withChosenColor';

interface Props {
  product: Product;
  layout?: 'grid' | 'list';
  /** The first rows of a page load eagerly; the rest lazily. */
  eager?: boolean;
  /** The listing's Colour filter or understood colour words (comma-separated names): the card opens on a colour asked for. */
  colorFilter?: string;
}

/**
 * A card re-renders only when what it shows changed: a filter flip that keeps a product on screen leaves
 * its card alone, even though the new list's product is another object with the same content.
 */
const sameCard = (a: Props, b: Props) =>
  a.layout === b.layout &&
  a.eager === b.eager &&
  a.colorFilter === b.colorFilter &&
  (a.product === b.product || JSON.stringify(a.product) === JSON.stringify(b.product));

export const ProductCard = memo(ProductCardView, sameCard);

/**
 * docs/product.md §2/§4 product card: colour defaults to the first one (under a Colour filter, the first one
 * filtered for) until the shopper picks one; Add to Cart turns into Added to Cart.
 */
function ProductCardView({ product, layout = 'grid', eager = false, colorFilter }: Props) {
  const t = useT();
  const [picked, setColor] = useState<string>();
  const color = picked ?? cardColor(product, colorFilter);
  const inCart = useIsInCart(product._id, color ?? '');
  // The product page opens on the colour the card shows.
  const linkColor = colorParam(product, color);
  const discount = discountPercent(product.newPrice, product.oldPrice);
  return (
    <article className={styles.card[layout]} aria-label={product.productName}>
      <div className={styles.imageBox}>
        <ProductLink productId={product._id} color={linkColor} tabIndex={-1} aria-hidden>
          <ProductPicture
            src={productImage(product, color)}
            sizes={layout === 'list' ? PHOTO_SIZES.cardList : PHOTO_SIZES.card}
            alt=""
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            // The first cards hold the listing's largest paint: fetch them ahead of the other images.
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className={styles.image}
          />
        </ProductLink>
        <span className={styles.badges}>
          {discount > 0 && <Badge tone="discount">{t('{discount}% OFF', { discount })}</Badge>}
          <CardStockBadge inStock={product.inStock} stockLeft={product.stockLeft} />
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{categoryLabel(product.category)}</p>
        <h3 className={styles.name}>
          <ProductLink productId={product._id} color={linkColor}>
            {product.productName}
          </ProductLink>
        </h3>
        <Price price={product.newPrice} oldPrice={product.oldPrice} />
        {product.colors.length > 0 && (
          <ColorSwatches
            colors={product.colors}
            value={color}
            onChange={setColor}
            label={t('Colour for {name}', { name: product.productName })}
          />
        )}
        <Button
          className={styles.action}
          tone={inCart ? 'secondary' : 'primary'}
          disabled={!product.inStock}
          onClick={() => withChosenColor(product, color, (chosen) => cart.add(product, chosen, 1))}
        >
          {!product.inStock ? t('Out of Stock') : inCart ? t('Added to Cart') : t('Add to Cart')}
        </Button>
      </div>
    </article>
  );
}
