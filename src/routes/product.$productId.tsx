import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { colorParam } from '../../api-schema/cardColor';
import { productQueries } from '../features/catalogue/productQueries';
import * as styles from '../layout/Page.css';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { formatINR } from '../lib/format';
import { ProductDetail } from '../features/product/ProductDetail';
import { ProductNotFound } from '../features/product/ProductNotFound';

/** `color`: the colour the page opens on (a card found by or filtered for it links with it); a colour the product lacks is ignored. */
const productSearch = z.object({ color: z.catch(z.optional(z.string()), undefined) });

export const Route = createFileRoute('/product/$productId')({
  validateSearch: productSearch,
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
  const { color } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: product } = useSuspenseQuery(productQueries.detail(productId));
  useDocumentTitle(`${product.productName} — ${formatINR(product.newPrice)}`);
  return (
    <div className={styles.page}>
      {/* Keyed so a different product starts with its own colour (the asked-for or first one) and quantity 1. */}
      <ProductDetail
        key={product._id}
        product={product}
        askedColor={color}
        // The URL follows the swatch (reload and share keep it); replace: Back still returns to the listing.
        onColorChange={(next) => void navigate({ search: { color: colorParam(product, next) }, replace: true })}
      />
    </div>
  );
}
