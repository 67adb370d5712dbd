export interface RepeatOptions {
  firstCheckMs: number;
  checkEveryMs: number;
  onError: (err: unknown) => void;
}

/**
 * Runs `check` once after `firstCheckMs`, then every `checkEveryMs`, never two at a time in this process (a slow
 * one makes the next tick a no-op). The timers do not keep the process alive. Daily jobs (backups, the owner's
 * digest) check often and decide themselves whether their day's work is done.
 */
export function repeatCheck(check: () => Promise<void>, { firstCheckMs, checkEveryMs, onError }: RepeatOptions) {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= check()
      .catch(onError)
      .finally(() => (running = undefined));
  };
  const first = setTimeout(tick, firstCheckMs);
  const every = setInterval(tick, checkEveryMs);
  first.unref();
  every.unref();
  return {
    /** Stops checking; a check under way is not waited for. */
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
    /** Resolves once no check is under way (after stop(), before the database closes). */
    idle: () => running ?? Promise.resolve(),
  };
}
