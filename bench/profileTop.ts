/** The parts of a V8 .cpuprofile (node --cpu-prof) that self time needs. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Functions by self time over the samples taken between `from` and `to` (µs, the profile's clock). */
export function topSelfTime(profile: CpuProfile, from: number, to: number, count = 20) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < from || at > to) return;
    const frame = byId.get(id)!;
    const file = frame.url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*?\/work\/main\//, '');
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + delta);
    total += delta;
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([fn, us]) => ({ function: fn, 'self ms': Math.round(us / 1000), '%': +((100 * us) / total).toFixed(1) }));
}
