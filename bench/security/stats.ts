/** Median of a sample (milliseconds in, milliseconds out). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Standard normal upper tail, via the complementary error function (Abramowitz–Stegun 7.1.26). */
function normalTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erfc =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
    Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

/**
 * Mann–Whitney U of two samples (ties share their mean rank) with the two-sided p-value of its
 * normal approximation (tie-corrected): small p says the two timings differ in distribution.
 */
export function mannWhitney(a: number[], b: number[]): { u: number; z: number; p: number } {
  const all = [...a.map((v) => ({ v, fromA: true })), ...b.map((v) => ({ v, fromA: false }))].sort((x, y) => x.v - y.v);
  let rankSumA = 0;
  let tieTerm = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j < all.length && all[j]!.v === all[i]!.v) j++;
    const rank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (all[k]!.fromA) rankSumA += rank;
    tieTerm += (j - i) ** 3 - (j - i);
    i = j;
  }
  const n1 = a.length;
  const n2 = b.length;
  const n = n1 + n2;
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const sd = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1))));
  const z = sd === 0 ? 0 : (u - (n1 * n2) / 2) / sd;
  return { u, z, p: Math.min(1, 2 * normalTail(Math.abs(z))) };
}

/** One line: both medians, their difference and the test. */
export function report(label: string, nameA: string, a: number[], nameB: string, b: number[]): string {
  const { u, z, p } = mannWhitney(a, b);
  const ma = median(a);
  const mb = median(b);
  return (
    `${label}: ${nameA} median ${ma.toFixed(2)} ms, ${nameB} median ${mb.toFixed(2)} ms ` +
    `(diff ${(ma - mb).toFixed(2)} ms; n=${a.length}+${b.length}); Mann-Whitney U=${u.toFixed(0)}, z=${z.toFixed(2)}, p=${p.toPrecision(2)}`
  );
}
