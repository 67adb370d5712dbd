import { memo } from 'react';
import type { Product } from '../../../api-schema/entities';
import { t } from '../../i18n/language';
import { ProductCard } from './ProductCard';
import * as styles from './ProductGrid.css';

interface Props {
  products: readonly Product[];
  layout?: 'grid' | 'list';
  /** Previous results shown while the next ones load: dimmed, never blanked. */
  pending?: boolean;
  label?: string;
}

/** Every caller names the grid in the reader's language; the default's t() follows its re-render. */
export function ProductGrid({ products, layout = 'grid', pending = false, label }: Props) {
  return (
    <ul className={styles.grid[layout]} data-pending={pending} aria-busy={pending} aria-label={label ?? t('Products')}>
      <ProductGridItems products={products} layout={layout} />
    </ul>
  );
}

/** The cards of one page of products, as the <li>s of a grid. */
export const ProductGridItems = memo(function ProductGridItems({
  products,
  layout,
  colorFilter,
}: {
  products: readonly Product[];
  layout: 'grid' | 'list';
  colorFilter?: string;
}) {
  return products.map((product, index) => (
    <li key={product._id} className={styles.item[layout]}>
      <ProductCard product={product} layout={layout} eager={index < 4} colorFilter={colorFilter} />
    </li>
  ));
});

/** Same footprint as a page of cards, so the first paint does not jump. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid.grid} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.skeleton} />
      ))}
    </ul>
  );
}
