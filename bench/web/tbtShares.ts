import { mainThread, type TraceEvent } from './traceEvent';

export interface SimulatedTask {
  url: string;
  startTime: number;
  duration: number;
}

export interface TbtShare {
  what: string;
  simulatedMs: number;
  blockingMs: number;
}

type Ev = TraceEvent & { args?: { data?: { functionName?: string } } };

const JS = ['FunctionCall', 'TimerFire', 'v8.evaluateModule', 'EvaluateScript', 'RunMicrotasks', 'FireAnimationFrame'];

/** What an observed main-thread task did, in a few words. */
function describe(inside: Ev[], beforeFcp: boolean) {
  const names = new Set(inside.map((e) => e.name));
  if (names.has('DocumentLoader::CommitNavigation')) return 'navigation commit (Chromium, before any page code)';
  if (beforeFcp && (names.has('Layout') || names.has('Paint'))) return "first layout or paint of the server's HTML";
  const js = inside.find((e) => JS.includes(e.name));
  if (js) return `page JS (${js.args?.data?.functionName || js.name})`;
  if (names.has('Layout')) return 'style, layout and paint';
  return 'other';
}

/**
 * Where a Lighthouse run's TBT comes from, task by task. Lantern counts each simulated task's part between its
 * simulated FCP and TTI beyond 50 ms; it simulates FCP from a smaller graph (the document, the first HTML
 * parse, layout and paint) that leaves out the navigation's commit task, Chromium's own work before any of the
 * page's code, so that task can straddle the simulated FCP and count. Each simulated task is named after the
 * observed one it was made from (Lantern: wall time ×4, ×2 for a task that did layout). The shares add up to
 * about the reported TBT (which averages two simulations).
 */
export function tbtShares(
  tasks: SimulatedTask[],
  simulated: { fcp: number; tti: number },
  events: Ev[],
  observedFcpTs: number,
): TbtShare[] {
  const main = mainThread(events);
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const observed = onMain
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 10_000)
    .map((task) => {
      const inside = onMain.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur!);
      const slowdown = inside.some((e) => e.name === 'Layout') ? 2 : 4;
      return { simulated: Math.round((task.dur! / 1000) * slowdown), what: describe(inside, task.ts < observedFcpTs) };
    });
  // Matched in time order: the simulation keeps the main thread's order, and durations alone can repeat.
  let next = 0;
  const names = new Map<SimulatedTask, string>();
  for (const task of [...tasks].sort((a, b) => a.startTime - b.startTime)) {
    const match = observed.findIndex((o, k) => k >= next && Math.abs(o.simulated - task.duration) <= 1);
    if (match < 0) continue;
    names.set(task, observed[match]!.what);
    next = match + 1;
  }
  return tasks.map((task) => {
    const what = names.get(task) ?? task.url;
    const from = Math.max(task.startTime, simulated.fcp);
    const to = Math.min(task.startTime + task.duration, simulated.tti);
    return { what, simulatedMs: Math.round(task.duration), blockingMs: Math.round(Math.max(0, to - from - 50)) };
  });
}
