import { useQuery } from '@tanstack/react-query';
import { productQueries } from '../../api/products';
import { serverMessage } from '../../api/http';
import { type CartLine, lineFromProduct } from '../../cart/cartLines';
import { useCartLines } from '../../cart/useCart';

export interface CheckoutSearch {
  buyNow?: string;
  color?: string;
  quantity?: number;
}

type CheckoutLines = { status: 'ready'; lines: readonly CartLine[] } | { status: 'loading' } | { status: 'error'; message: string };

/** Buy Now checks out one product (fetched by id) and leaves the cart alone; otherwise the cart's lines. */
export function useCheckoutLines({ buyNow, color, quantity }: CheckoutSearch): CheckoutLines {
  const cartLines = useCartLines();
  const product = useQuery({ ...productQueries.detail(buyNow ?? ''), enabled: Boolean(buyNow) });
  if (!buyNow) return { status: 'ready', lines: cartLines };
  if (product.isPending) return { status: 'loading' };
  if (product.isError) return { status: 'error', message: serverMessage(product.error) ?? 'Product not found' };
  const chosen = color && product.data.colors.some((c) => c.colorName === color) ? color : product.data.colors[0]?.colorName;
  return { status: 'ready', lines: [lineFromProduct(product.data, chosen ?? '', quantity ?? 1)] };
}
