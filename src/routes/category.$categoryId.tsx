import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { productFiltersSchema } from '../features/catalogue/productFilters';
import { categoryQueries } from '../features/catalogue/categoryQueries';
import { productQueries } from '../features/catalogue/productQueries';
import { CategoryBanner } from '../features/catalogue/CategoryBanner';
import { CategoryNotFound } from '../features/catalogue/CategoryNotFound';
import { ProductListing } from '../features/catalogue/ProductListing';
import * as styles from '../layout/Page.css';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { cleanListingSearch } from '../features/catalogue/listingSearch';
import { useListing } from '../features/catalogue/useListing';
import { categoryLabel } from '../i18n/categoryLabel';

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
  const listing = useListing(
    { ...search, category: categoryId },
    // The path names the category: the URL's search never carries it.
    ({ category: _inPath, ...rest }, replace) => void navigate({ search: rest, replace }),
    { category: categoryId },
  );
  useDocumentTitle(categoryLabel(category));
  const total = useQuery(productQueries.list(listing.filters)).data?.pagination.total;
  return (
    <div className={styles.page}>
      <CategoryBanner category={category} productCount={total} />
      <ProductListing {...listing} showCategory={false} />
    </div>
  );
}
