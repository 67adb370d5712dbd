import { useEffect, useRef } from 'react';

/** Moves focus to the element when the page appears, so a screen reader starts at the confirmation. */
export function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
