import { useEffect, useRef, useState } from 'react';

/** How far below the screen a block counts as near, so what it loads is there when the shopper reaches it. */
const AHEAD = '400px';

/** Whether the element has come near the screen (stays true once it has). */
export function useNearScreen<T extends Element>() {
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
  return [ref, near] as const;
}
