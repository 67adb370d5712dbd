import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { productQueries } from '../catalogue/productQueries';
import { serverMessage } from '../../api/http';
import { lineFromProduct } from '../cart/cartLines';
import { useCartLines } from '../cart/useCart';
import { type CheckoutLine, atCurrentPrices } from './checkoutValues';

export interface CheckoutSearch {
  buyNow?: string;
  color?: string;
  quantity?: number;
}

type CheckoutLines =
  { status: 'ready'; lines: readonly CheckoutLine[] } | { status: 'loading' } | { status: 'error'; message: string };

/**
 * Buy Now checks out one product (fetched by id) and leaves the cart alone; otherwise the cart's lines at
 * today's prices (each line's product is fetched; the saved price shows until it arrives).
 */
export function useCheckoutLines({ buyNow, color, quantity }: CheckoutSearch): CheckoutLines {
  const cartLines = useCartLines();
  const product = useQuery({ ...productQueries.detail(buyNow ?? ''), enabled: Boolean(buyNow) });
  const current = useCurrentProducts(buyNow ? [] : cartLines.map((l) => l.productId));
  const repriced = useMemo(() => atCurrentPrices(cartLines, current ?? new Map()), [cartLines, current]);
  if (!buyNow) return { status: 'ready', lines: repriced };
  if (product.isPending) return { status: 'loading' };
  if (product.isError) return { status: 'error', message: serverMessage(product.error) ?? 'Product not found' };
  const chosen =
    color && product.data.colors.some((c) => c.colorName === color) ? color : product.data.colors[0]?.colorName;
  return { status: 'ready', lines: [lineFromProduct(product.data, chosen ?? '', quantity ?? 1)] };
}

/**
 * One useQuery rather than useQueries, which would add its observer to the shared framework chunk every
 * route loads.
 */
const useCurrentProducts = (productIds: readonly string[]) =>
  useQuery({
    ...productQueries.current(productIds),
    placeholderData: (previous) => previous, // a removed line must not flash the others back to saved prices
  }).data;
