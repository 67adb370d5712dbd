import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { productFiltersSchema } from '../../api-schema/productFilters';
import { categoryQueries } from '../api/categories';
import { productQueries } from '../api/products';
import { CategoryBanner } from '../components/product/CategoryBanner';
import { CategoryNotFound } from '../components/product/CategoryNotFound';
import { ProductListing } from '../components/product/ProductListing';
import * as styles from '../components/layout/Page.css';
import { cleanListingSearch } from '../lib/listingSearch';

/** The listing's params minus `category`: the path names the category. */
const categorySearchSchema = z.omit(productFiltersSchema, { category: true });

export const Route = createFileRoute('/category/$categoryId')({
  validateSearch: categorySearchSchema,
  search: { middlewares: [cleanListingSearch] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(productQueries.list({ ...deps, category: params.categoryId }));
    await context.queryClient.ensureQueryData(categoryQueries.detail(params.categoryId));
  },
  errorComponent: CategoryNotFound,
  component: CategoryPage,
});

function CategoryPage() {
  const { categoryId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: category } = useSuspenseQuery(categoryQueries.detail(categoryId));
  const filters = { ...search, category: categoryId };
  const total = useQuery(productQueries.list(filters)).data?.pagination.total;
  return (
    <div className={styles.page}>
      <CategoryBanner category={category} productCount={total} />
      <ProductListing
        filters={filters}
        showCategory={false}
        onFiltersChange={({ category: _ignored, ...patch }) => navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) })}
        onPageChange={(page) => navigate({ search: (prev) => ({ ...prev, page }) })}
        onClear={() => navigate({ search: {} })}
      />
    </div>
  );
}
