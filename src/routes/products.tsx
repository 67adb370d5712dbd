import { createFileRoute } from '@tanstack/react-router';
import { productFiltersSchema } from '../../api-schema/productFilters';
import { productQueries } from '../api/products';
import { ProductListing } from '../components/product/ProductListing';
import { cleanListingSearch } from '../lib/listingSearch';
import * as styles from '../components/layout/Page.css';

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
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>All Products</h1>
      <ProductListing
        filters={filters}
        showCategory
        onFiltersChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) })}
        onPageChange={(page) => navigate({ search: (prev) => ({ ...prev, page }) })}
        onClear={() => navigate({ search: {} })}
      />
    </div>
  );
}
