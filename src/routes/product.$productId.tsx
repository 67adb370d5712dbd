import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '../features/catalogue/productQueries';
import * as styles from '../layout/Page.css';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { formatINR } from '../lib/format';
import { ProductDetail } from '../features/product/ProductDetail';
import { ProductNotFound } from '../features/product/ProductNotFound';

export const Route = createFileRoute('/product/$productId')({
  loader: async ({ context, params }) => {
    const product = await context.queryClient.ensureQueryData(productQueries.detail(params.productId));
    void context.queryClient.prefetchQuery(productQueries.related(product.category._id, product._id));
  },
  errorComponent: ({ error }) => (
    <div className={styles.page}>
      <ProductNotFound error={error} />
    </div>
  ),
  component: ProductPage,
});

function ProductPage() {
  const { productId } = Route.useParams();
  const { data: product } = useSuspenseQuery(productQueries.detail(productId));
  useDocumentTitle(`${product.productName} — ${formatINR(product.newPrice)}`);
  return (
    <div className={styles.page}>
      {/* Keyed so a different product starts with its own first colour and quantity 1. */}
      <ProductDetail key={product._id} product={product} />
    </div>
  );
}
