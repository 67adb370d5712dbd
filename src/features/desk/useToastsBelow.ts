import { useCallback, useRef } from 'react';

const GAP_PX = 8;

/**
 * Keeps the shared toasts below the desk's bar, whose height changes as its links wrap on a phone:
 * a ResizeObserver writes the bar's height into --toast-top (read by ui/Toasts); leaving the desk resets it.
 */
export function useToastsBelow() {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((bar: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    const root = document.documentElement.style;
    if (!bar) {
      root.removeProperty('--toast-top');
      return;
    }
    const place = () => root.setProperty('--toast-top', `${bar.offsetTop + bar.offsetHeight + GAP_PX}px`);
    observer.current = new ResizeObserver(place);
    observer.current.observe(bar);
    place();
  }, []);
}
