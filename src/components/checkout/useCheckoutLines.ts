import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Product } from '../../../api-schema/entities';
import { productQueries } from '../../api/products';
import { serverMessage } from '../../api/http';
import { lineFromProduct } from '../../cart/cartLines';
import { useCartLines } from '../../cart/useCart';
import { type CheckoutLine, atCurrentPrices } from './checkoutValues';

export interface CheckoutSearch {
  buyNow?: string;
  color?: string;
  quantity?: number;
}

/** Stable, so TanStack Query re-runs it only when a product query's result changes. */
const productsById = (results: readonly { data?: Product }[]) => new Map(results.flatMap((r) => (r.data ? [[r.data._id, r.data] as const] : [])));

type CheckoutLines = { status: 'ready'; lines: readonly CheckoutLine[] } | { status: 'loading' } | { status: 'error'; message: string };

/**
 * Buy Now checks out one product (fetched by id) and leaves the cart alone; otherwise the cart's lines at
 * today's prices (each line's product is fetched; the saved price shows until it arrives).
 */
export function useCheckoutLines({ buyNow, color, quantity }: CheckoutSearch): CheckoutLines {
  const cartLines = useCartLines();
  const product = useQuery({ ...productQueries.detail(buyNow ?? ''), enabled: Boolean(buyNow) });
  const productIds = buyNow ? [] : [...new Set(cartLines.map((l) => l.productId))];
  const current = useQueries({ queries: productIds.map((id) => productQueries.detail(id)), combine: productsById });
  const repriced = useMemo(() => atCurrentPrices(cartLines, current), [cartLines, current]);
  if (!buyNow) return { status: 'ready', lines: repriced };
  if (product.isPending) return { status: 'loading' };
  if (product.isError) return { status: 'error', message: serverMessage(product.error) ?? 'Product not found' };
  const chosen = color && product.data.colors.some((c) => c.colorName === color) ? color : product.data.colors[0]?.colorName;
  return { status: 'ready', lines: [lineFromProduct(product.data, chosen ?? '', quantity ?? 1)] };
}
