import { useRouter } from '@tanstack/react-router';
import { useMemo, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { stringifyPlainSearch } from '../../lib/plainSearch';

/**
 * The path the router builds for `/product/$productId` (it encodes a path param with encodeURIComponent),
 * without running its matching and search pipeline for each of a new page's 24 card links: about 0.5 ms
 * each at 4× CPU, the largest part of rendering a page of cards. test/web/productPath.test.ts compares them.
 */
export const productPath = (productId: string, color?: string) =>
  `/product/${encodeURIComponent(productId)}${color ? stringifyPlainSearch({ color }) : ''}`;

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  productId: string;
  /** The colour the page opens on (its `color` param); none: the product's first colour. */
  color?: string;
};

/**
 * A link to a product page for cards, which the listing keeps by the dozen. The router's <Link> subscribes
 * to the URL to work out whether it is active, so every filter flip re-checked every card's two links;
 * a product link is never active. Same behaviour otherwise: the router's href, client navigation on a
 * plain click, and the route preloaded on intent (hover, focus or touch) after the router's delay.
 */
export function ProductLink({ productId, color, onClick, ...anchor }: Props) {
  const router = useRouter();
  const target = useMemo(
    () => ({ to: '/product/$productId', params: { productId }, search: { color } }) as const,
    [productId, color],
  );
  const href = router.history.createHref(productPath(productId, color));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const preload = () => {
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      router.preloadRoute(target).catch(() => undefined);
    }, router.options.defaultPreloadDelay ?? 50);
  };
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const navigate = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    cancel();
    void router.navigate(target);
  };
  return (
    <a
      {...anchor}
      href={href}
      onClick={navigate}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onMouseLeave={cancel}
      onBlur={cancel}
    />
  );
}
