import { useEffect, useState } from 'react';

/** docs/product.md §4: the success page runs a 5-second countdown that has no visible effect. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
