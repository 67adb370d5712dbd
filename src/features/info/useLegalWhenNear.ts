import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { legalQueries } from './legalQueries';

/** How far below the screen a block starts asking, so its text is there when the shopper reaches it. */
const AHEAD = '400px';

/**
 * The shop's legal details for a block that is often below the fold (the footer, a product page's
 * disclosures): asked only once the block nears the screen, so a page's first load makes no extra request.
 */
export function useLegalWhenNear<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const legal = useQuery({ ...legalQueries.details(), enabled: near }).data;
  return [ref, legal] as const;
}
