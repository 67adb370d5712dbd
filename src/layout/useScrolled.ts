import { useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/afterNextPaint';

/** True once the page is scrolled down from the top (spec §2: the header notes it). */
export function useScrolled(threshold = 8) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // Reading scrollY before the fresh page is laid out forces that layout early (inside an animation frame
    // callback of the first frame); after the paint it is laid out already and the read is free.
    const cancel = afterNextPaint(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}
