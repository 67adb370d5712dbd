/**
 * What the main thread does at start, task by task: every renderer main-thread task of at least MIN_MS
 * thread (CPU) time, with its thread time, ×4 (Lighthouse's mobile CPU), and the biggest kinds of work
 * inside it (module evaluation, timers, React's render slices, style, layout, paint, GC), each as thread
 * time. Thread time, not wall time: a busy machine inflates it far less.
 *   node --import tsx bench/web/startTasks.ts <trace.json> [more traces]   (saved by lcpTrace.ts SAVE_TRACE=…;
 *   MIN_MS=2 by default). bench/web/startCompare.ts records such traces itself, two builds interleaved.
 */
import { readFileSync } from 'node:fs';
import { mainThread, type TraceEvent } from './traceEvent';

const MIN_MS = Number(process.env.MIN_MS ?? 2);
/** The kinds of work worth naming inside a task (Chromium's trace event names). */
const KINDS = new Set([
  'v8.compileModule',
  'v8.evaluateModule',
  'EvaluateScript',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
]);

export type Ev = TraceEvent & { args?: { data?: { type?: string; url?: string; frame?: string }; url?: string } };

export function startTasks(events: Ev[]) {
  const main = mainThread(events);
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const navStart = events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main)?.ts ?? 0;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.tdur ?? 0) / 1000 >= MIN_MS);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end && KINDS.has(e.name));
    const byKind = new Map<string, number>();
    for (const e of inside) {
      // Nested events of one kind (a Layout inside a FunctionCall) count under each; the top one is the cue.
      const url = e.args?.data?.url ?? '';
      const key = `${e.name}${url ? ` ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 40)}` : ''}`;
      byKind.set(key, (byKind.get(key) ?? 0) + (e.tdur ?? 0) / 1000);
    }
    const parts = [...byKind]
      .filter(([, t]) => t >= 0.5)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, t]) => `${k} ${t.toFixed(1)}`);
    return {
      ts: task.ts,
      // Lighthouse's simulation slows a task that performed layout 2× instead of 4×.
      cpuSlowdown: inside.some((e) => e.name === 'Layout') ? 2 : 4,
      atMs: (task.ts - navStart) / 1000,
      cpuMs: (task.tdur ?? 0) / 1000,
      wallMs: (task.dur ?? 0) / 1000,
      parts,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const file of process.argv.slice(2)) {
    const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: Ev[] };
    const tasks = startTasks(trace.traceEvents);
    console.log(`\n${file}: ${tasks.length} tasks ≥ ${MIN_MS} ms CPU`);
    for (const t of tasks)
      console.log(
        `  at ${t.atMs.toFixed(0).padStart(5)} ms: cpu ${t.cpuMs.toFixed(1).padStart(5)} (×4 ${(4 * t.cpuMs).toFixed(0).padStart(3)}) wall ${t.wallMs.toFixed(1).padStart(5)} | ${t.parts.join(', ')}`,
      );
    const blocking = tasks.reduce((s, t) => s + Math.max(0, t.cpuSlowdown * t.cpuMs - 50), 0);
    console.log(
      `  sum over tasks of max(0, slowdown×cpu − 50) (slowdown 4, or 2 with layout): ${blocking.toFixed(0)} ms`,
    );
  }
