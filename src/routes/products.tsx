import { createFileRoute } from '@tanstack/react-router';
import { productFiltersSchema } from '../features/catalogue/productFilters';
import { productQueries } from '../features/catalogue/productQueries';
import { ProductListing } from '../features/catalogue/ProductListing';
import { cleanListingSearch } from '../features/catalogue/listingSearch';
import { useListing } from '../features/catalogue/useListing';
import * as styles from '../layout/Page.css';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useT } from '../i18n/language';

export const Route = createFileRoute('/products')({
  validateSearch: productFiltersSchema,
  search: { middlewares: [cleanListingSearch] },
  loaderDeps: ({ search }) => search,
  // Prefetch only: the grid reads the query itself, so a filter flip never waits on the router.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(productQueries.list(deps));
  },
  component: ProductsPage,
});

function ProductsPage() {
  const t = useT();
  const navigate = Route.useNavigate();
  const listing = useListing(Route.useSearch(), (search, replace) => void navigate({ search, replace }));
  useDocumentTitle('All Products');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('All Products')}</h1>
      <ProductListing {...listing} showCategory />
    </div>
  );
}
