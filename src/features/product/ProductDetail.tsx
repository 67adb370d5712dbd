import { Link, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { cardColor } from '../../../api-schema/cardColor';
import type { Product } from '../../../api-schema/entities';
import { discountPercent } from '../../../api-schema/money';
import { useT } from '../../i18n/language';
import { formatINR } from '../../lib/format';
import { Badge, StockBadge } from '../catalogue/Badge';
import { FavouriteButton } from '../catalogue/FavouriteButton';
import { Gallery } from './Gallery';
import { MrpPrice } from '../catalogue/MrpPrice';
import * as styles from './ProductDetail.css';
import { LazyProductDisclosures } from '../info/LazyProductDisclosures';
import { categoryLabel } from '../../i18n/categoryLabel';
import { PurchasePanel } from './PurchasePanel';
import { ShareButton } from './ShareButton';
import { TabsPlaceholder } from './TabsPlaceholder';

// Below the fold: their code (and the product grid's) loads after the page's first render (first-load budget).
const ProductTabs = lazy(() => import('./ProductTabs'));
const RelatedProducts = lazy(() => import('./RelatedProducts'));
const RecentlyViewed = lazy(() => import('./RecentlyViewed'));
// REVIEWS=on: the real rating line (off: the spec's demo line, drawn at once).
const RatingLine = lazy(() => import('../reviews/RatingLine'));

interface Props {
  product: Product;
  /** The URL's `color`: the page opens on it when the product has it, else on its first colour. */
  askedColor?: string;
  onColorChange?: (color: string) => void;
}

export function ProductDetail({ product, askedColor, onColorChange }: Props) {
  const t = useT();
  const [color, setChosen] = useState(() => cardColor(product, askedColor));
  const setColor = (next: string) => {
    setChosen(next);
    onColorChange?.(next);
  };
  const router = useRouter();
  const chosen = product.colors.find((c) => c.colorName === color);
  const images = chosen?.images ?? [];
  const discount = discountPercent(product.newPrice, product.oldPrice);
  const { category, rating } = product;
  const categoryName = categoryLabel(category);
  // Not needed for the page's first paint: its module loads after it (first-load budget).
  useEffect(
    () => void import('./recentlyViewed').then(({ rememberViewed }) => rememberViewed(product._id)),
    [product._id],
  );
  return (
    <>
      <nav aria-label={t('Breadcrumb')} className={styles.breadcrumb}>
        <Link to="/">{t('Home')}</Link> / <Link to="/products">{t('Products')}</Link> /{' '}
        <Link to="/category/$categoryId" params={{ categoryId: category._id }}>
          {categoryName}
        </Link>{' '}
        / <span aria-current="page">{product.productName}</span>
      </nav>
      <Link
        to="/products"
        className={styles.back}
        onClick={(event) => {
          // Back to wherever the shopper came from (their filters intact); a direct visit goes to /products.
          if (router.history.canGoBack()) {
            event.preventDefault();
            router.history.back();
          }
        }}
      >
        {t('← Back')}
      </Link>
      <div className={styles.layout}>
        <Gallery key={color} images={images} photos={chosen?.photos} name={product.productName} />
        <div className={styles.info}>
          <Link to="/category/$categoryId" params={{ categoryId: category._id }} className={styles.categoryLink}>
            {categoryName}
          </Link>
          <h1 className={styles.name}>{product.productName}</h1>
          <p className={styles.rating}>
            {rating ? (
              <Suspense>
                <RatingLine rating={rating} />
              </Suspense>
            ) : (
              <>
                <span aria-hidden>★★★★½</span> {t('4.5 (124 reviews)')}
              </>
            )}
          </p>
          <div className={styles.badges}>
            <StockBadge inStock={chosen?.inStock ?? product.inStock} />
            {discount > 0 && <Badge tone="discount">{t('{discount}% OFF', { discount })}</Badge>}
          </div>
          <MrpPrice price={product.newPrice} oldPrice={product.oldPrice} />
          {product.oldPrice !== null && product.oldPrice > product.newPrice && (
            <p className={styles.save}>
              {t('You save {amount}', { amount: formatINR(product.oldPrice - product.newPrice) })}
            </p>
          )}
          <PurchasePanel product={product} color={color} onColorChange={setColor} />
          <div className={styles.actions}>
            <FavouriteButton productId={product._id} />
            <ShareButton title={product.productName} />
          </div>
          <div className={styles.disclosures}>
            <LazyProductDisclosures countryOfOrigin={product.countryOfOrigin} />
          </div>
        </div>
      </div>
      <Suspense fallback={<TabsPlaceholder description={product.description} />}>
        <ProductTabs product={product} />
      </Suspense>
      <Suspense fallback={null}>
        <RelatedProducts categoryId={category._id} productId={product._id} />
        <RecentlyViewed exceptId={product._id} />
      </Suspense>
    </>
  );
}
