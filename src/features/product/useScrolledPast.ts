import { useEffect, useRef, useState } from 'react';

/** True once the element has scrolled out above the viewport (not while it is still below it). */
export function useScrolledPast<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The root reaches far below the viewport, so "not intersecting" means "wholly above it", and a jump
    // from below the fold to past the top (a long scroll in one frame) still crosses the edge and reports.
    const observer = new IntersectionObserver(([entry]) => entry && setPast(!entry.isIntersecting), {
      rootMargin: '0px 0px 100000px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, past] as const;
}
