import { lazy, Suspense, useId, useState } from 'react';
import type { Product } from '../../../api-schema/entities';
import { useT } from '../../i18n/language';
import { rovingKeyDown } from '../../lib/rovingFocus';
import * as styles from './ProductTabs.css';
import { TABS } from './TabsPlaceholder';
import { categoryLabel } from '../../i18n/categoryLabel';

type Tab = (typeof TABS)[number];

// REVIEWS=on: the approved reviews' list loads when the tab opens.
const ProductReviews = lazy(() => import('../reviews/ProductReviews'));

/** docs/product.md §2 tabs (arrow keys move between them); Shipping & Returns carries the docs/product.md §9 messaging. */
export default function ProductTabs({ product }: { product: Product }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>('Description');
  const id = useId();
  return (
    <section className={styles.tabs}>
      <div
        role="tablist"
        aria-label={t('Product information')}
        className={styles.list}
        onKeyDown={(e) => {
          const next = rovingKeyDown(e);
          if (next >= 0) setTab(TABS[next]!);
        }}
      >
        {TABS.map((name, i) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {t(name)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${TABS.indexOf(tab)}`}
        className={styles.panel}
      >
        {tab === 'Description' && <p className={styles.text}>{product.description}</p>}
        {tab === 'Specifications' && <Specifications product={product} />}
        {tab === 'Reviews' &&
          (product.rating ? (
            <Suspense fallback={null}>
              <ProductReviews productId={product._id} />
            </Suspense>
          ) : (
            <p className={styles.text}>{t('No reviews yet')}</p>
          ))}
        {tab === 'Shipping & Returns' && <ShippingReturns returnPolicy={product.returnPolicy} />}
      </div>
    </section>
  );
}

function Specifications({ product }: { product: Product }) {
  const t = useT();
  const rows = [
    ...product.specifications,
    { label: t('Category'), value: categoryLabel(product.category) },
    { label: t('Colors'), value: product.colors.map((c) => c.colorName).join(', ') || '—' },
  ];
  return (
    <dl className={styles.specs}>
      {rows.map((row) => (
        <div key={row.label} className={styles.specRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ShippingReturns({ returnPolicy }: { returnPolicy: string }) {
  const t = useT();
  return (
    <ul className={styles.text}>
      <li>{t('Free shipping on orders above ₹999.')}</li>
      <li>{t('Standard delivery: 3-5 business days. Express delivery: 1-2 business days.')}</li>
      <li>{t('Orders are processed within 1-2 business days; a confirmation email arrives within 24 hours.')}</li>
      <li>{t('7-day returns. Refunds are processed within 5-7 business days.')}</li>
      {returnPolicy && <li>{returnPolicy}</li>}
    </ul>
  );
}
