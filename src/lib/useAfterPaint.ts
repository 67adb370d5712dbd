import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/**
 * `value` one painted frame late: a change is rendered just after the next paint, so the frame that answers a
 * tap carries only what the tap changed directly (a control's state), and the heavier parts that follow from it
 * (a page of results) are drawn in the frame after. The first render has the value at once.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    return afterNextPaint(() => setShown(() => value), window, 'user-visible');
  }, [value, shown]);
  return shown;
}
