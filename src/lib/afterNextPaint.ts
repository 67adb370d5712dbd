/** Chromium's Prioritized Task Scheduling API (not in TypeScript's DOM types yet). */
interface TaskScheduler {
  postTask: (task: () => void, options: { priority: Priority; signal: AbortSignal }) => Promise<void>;
}

/** 'background': behind everything else pending; 'user-visible': in turn with the page's other tasks. */
type Priority = 'background' | 'user-visible';

/**
 * Runs `work` after the next frame is painted, by default behind anything more urgent: rAF runs just before
 * the paint, and a background task posted from it runs after the paint and after other pending tasks (e.g. a
 * test's or an image's), where the browser offers `scheduler.postTask`; elsewhere a plain task. A hidden tab
 * paints no frames: there it runs in the next task. Returns a function that cancels it.
 */
export function afterNextPaint(work: () => void, win: Window = window, priority: Priority = 'background'): () => void {
  const scheduler = (win as Window & { scheduler?: TaskScheduler }).scheduler;
  const abort = new AbortController();
  let timer: number | undefined;
  const post = () => {
    if (!scheduler) timer = win.setTimeout(work, 0);
    else scheduler.postTask(work, { priority, signal: abort.signal }).catch(() => undefined);
  };
  const frame = win.document.visibilityState === 'hidden' ? undefined : win.requestAnimationFrame(post);
  if (frame === undefined) post();
  return () => {
    if (frame !== undefined) win.cancelAnimationFrame(frame);
    win.clearTimeout(timer);
    abort.abort();
  };
}
