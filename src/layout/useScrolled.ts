import { useEffect, useState } from 'react';

/** True once the page is scrolled down from the top (docs/product.md §2: the header notes it). */
export function useScrolled(threshold = 8) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // Reading scrollY right after mount forces an extra layout of the fresh page; in an animation
    // frame it is the layout the frame needs anyway.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}
