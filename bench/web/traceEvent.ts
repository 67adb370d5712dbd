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
