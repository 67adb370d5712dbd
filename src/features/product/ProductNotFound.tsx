import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { serverMessage } from '../../api/http';
import { tKnown, useT } from '../../i18n/language';
import { buttonClass } from '../../ui/buttonClass';
import { ErrorState } from '../../ui/ErrorState';
import { productQueries } from '../catalogue/productQueries';
import { ProductGrid } from '../catalogue/ProductGrid';
import * as styles from './ProductNotFound.css';

/**
 * docs/product.md §8: the product page's failure state, with the server's message when it sent one; then a search box
 * and the newest products, so a stale link still leads somewhere.
 */
export function ProductNotFound({ error }: { error: unknown }) {
  const t = useT();
  const navigate = useNavigate();
  const newest = useQuery(productQueries.featured()).data;
  return (
    <>
      <ErrorState title={t('Product Not Found')} message={tKnown(serverMessage(error) ?? 'Product not found')}>
        <form
          role="search"
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            const field = event.currentTarget.elements.namedItem('q');
            const search = field instanceof HTMLInputElement ? field.value.trim() : '';
            void navigate({ to: '/products', search: search ? { search } : {} });
          }}
        >
          <input
            name="q"
            type="search"
            aria-label={t('Search bags')}
            placeholder={t('Search bags')}
            className={styles.input}
          />
          <button type="submit" className={buttonClass({ tone: 'secondary' })}>
            {t('Search')}
          </button>
        </form>
        <Link to="/products" className={buttonClass({ tone: 'primary' })}>
          {t('Browse Products')}
        </Link>
      </ErrorState>
      {newest && newest.products.length > 0 && (
        <section aria-labelledby="not-found-newest" className={styles.newest}>
          <h2 id="not-found-newest">{t('You may like')}</h2>
          <ProductGrid products={newest.products} label={t('Products you may like')} />
        </section>
      )}
    </>
  );
}
