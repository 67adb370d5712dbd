/**
 * Runs `fn` once the browser has painted the current frame (a task queued from requestAnimationFrame runs
 * after that frame's paint), so a click's feedback shows before heavier work. A hidden tab paints no
 * frames: the fallback timer runs it anyway.
 */
export function afterNextPaint(fn: () => void, fallbackMs = 100) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    fn();
  };
  const fallback = setTimeout(run, fallbackMs);
  requestAnimationFrame(() => setTimeout(run, 0));
}
