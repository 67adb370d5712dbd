import { createFileRoute, redirect } from '@tanstack/react-router';
import { showToast } from '../ui/showToast';
import { t } from '../i18n/language';
import * as z from 'zod/mini';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../api-schema/constants';
import { cityQueries } from '../features/checkout/cityQueries';
import { productQueries } from '../features/catalogue/productQueries';
import { cart } from '../features/cart/cart';
import { CheckoutPage } from '../features/checkout/CheckoutPage';

/** Buy Now arrives with `{ buyNow: productId, color, quantity }` and bypasses the cart. */
const checkoutSearch = z.object({
  buyNow: z.catch(z.optional(z.string()), undefined),
  color: z.catch(z.optional(z.string()), undefined),
  quantity: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(QUANTITY_MIN), z.lte(QUANTITY_MAX))), undefined),
});

export const Route = createFileRoute('/checkout')({
  validateSearch: checkoutSearch,
  beforeLoad: ({ search, preload }) => {
    if (search.buyNow || cart.getSnapshot().length > 0) return;
    if (!preload) showToast.error(t('Your cart is empty'), { id: 'cart-empty' });
    throw redirect({ to: '/products', replace: true });
  },
  loaderDeps: ({ search }) => ({ buyNow: search.buyNow }),
  loader: ({ context: { queryClient }, deps: { buyNow } }) => {
    // Warm the cache without blocking: each part of the page shows its own loading and error state.
    void queryClient.prefetchQuery(cityQueries.active());
    if (buyNow) void queryClient.prefetchQuery(productQueries.detail(buyNow));
  },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  return <CheckoutPage search={Route.useSearch()} />;
}
