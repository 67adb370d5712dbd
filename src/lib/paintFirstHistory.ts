import { createBrowserHistory, type RouterHistory } from '@tanstack/react-router';

interface HistoryWrite {
  push: boolean;
  state: unknown;
  url?: string | URL | null;
}

/**
 * The router's browser history, with one change: the address bar is written after the next frame, not
 * before it. `history.pushState` is native work of 2–12 ms at 4× CPU (more when the browser process is
 * busy) that the shopper cannot see, and it used to sit between a filter click and its results' paint.
 * The router's own location still changes at once (the results render from it in the same task); only the
 * browser's session history entry is written a frame later, in order, one entry per navigation.
 *
 * TanStack's createBrowserHistory already batches writes into a microtask; this hands it a window whose
 * `history` queues those writes until the frame is painted. Back/Forward first write what is queued; a
 * popstate (the shopper traversed before a queued write landed) drops the queue, so the browser's entry wins.
 * A hidden tab paints no frames: there the writes go through at once.
 */
export function createPaintFirstHistory(win: Window = window): RouterHistory {
  let queued: HistoryWrite[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const writes = queued;
    queued = [];
    for (const { push, state, url } of writes)
      if (push) win.history.pushState(state, '', url);
      else win.history.replaceState(state, '', url);
  };
  const queue = (write: HistoryWrite) => {
    queued.push(write);
    if (win.document.visibilityState === 'hidden') return flush();
    if (scheduled) return;
    scheduled = true;
    // rAF runs just before the frame's paint; a task queued from it runs after that paint.
    win.requestAnimationFrame(() => win.setTimeout(flush, 0));
  };
  win.document.addEventListener('visibilitychange', flush);
  win.addEventListener('popstate', () => (queued = []), { capture: true });

  const history = {
    get state(): unknown {
      return queued.length ? queued[queued.length - 1]!.state : (win.history.state as unknown);
    },
    get length() {
      return win.history.length + queued.filter((w) => w.push).length;
    },
    pushState: (state: unknown, _unused: string, url?: string | URL | null) => queue({ push: true, state, url }),
    replaceState: (state: unknown, _unused: string, url?: string | URL | null) => queue({ push: false, state, url }),
    back: () => {
      flush();
      win.history.back();
    },
    forward: () => {
      flush();
      win.history.forward();
    },
    go: (delta: number) => {
      flush();
      win.history.go(delta);
    },
  };
  // createBrowserHistory reads `location` only when it starts and on popstate (the queue is empty then),
  // and patches `history.pushState`/`replaceState` of the object it is given (here ours, not the page's).
  return createBrowserHistory({
    window: {
      history,
      location: win.location,
      document: win.document,
      addEventListener: win.addEventListener.bind(win),
      removeEventListener: win.removeEventListener.bind(win),
    },
  });
}
