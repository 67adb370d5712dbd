import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';

/**
 * INTERFACE STUB — the cart issue builds checkout. Buy Now navigates here with
 * `search: { buyNow: productId, color, quantity }`, bypassing the cart.
 */
const checkoutSearch = z.object({
  buyNow: z.catch(z.optional(z.string()), undefined),
  color: z.catch(z.optional(z.string()), undefined),
  quantity: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10))), undefined),
});

export const Route = createFileRoute('/checkout')({
  validateSearch: checkoutSearch,
  component: () => <h1>Checkout</h1>,
});
