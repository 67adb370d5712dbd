/** One event of a Chromium trace (the fields the web benches read); `tdur` is thread (CPU) time in µs. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
}

/** The page's main thread ("pid:tid"): the renderer thread with the most Layout events. */
export function mainThread(events: readonly TraceEvent[]): string | undefined {
  const counts = new Map<string, number>();
  for (const e of events)
    if (e.name === 'Layout') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}
