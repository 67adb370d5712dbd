import { useEffect } from 'react';
import { FIRST_FRAME_PAINTED } from '../ui/afterFirstFrame.css';

/**
 * Marks <html> once React's first page has been painted, so the sections that sat out that frame are drawn
 * in the next one, in a task of their own: the animation frame callback runs just before the paint, a task
 * posted from it right after.
 */
export function useFirstFramePainted() {
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => document.documentElement.setAttribute(FIRST_FRAME_PAINTED, ''));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
}
