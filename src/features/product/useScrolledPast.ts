import { useEffect, useRef, useState } from 'react';

/** True once the element has scrolled out above the viewport (not while it is still below it). */
export function useScrolledPast<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, past] as const;
}
