/** The rows `npm run bench` prints: one per scenario, medians over rounds, and the warm path against bare. */
export interface Row {
  scenario: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'server CPU µs/req': number;
  'client CPU µs/req': number;
  'non-2xx/304': number;
  errors: number;
}

export const BARE = 'ceiling: bare node:http, same bytes';
export const BARE_SAME_HEADERS = 'ceiling: bare node:http, same bytes and headers';
export const WARM = 'listing, warm cache';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Per scenario, the median of each figure over the rounds (errors are summed). */
export function medianRows(rounds: Row[][]): Row[] {
  return (rounds[0] ?? []).map(({ scenario }) => {
    const runs = rounds.map((rows) => rows.find((row) => row.scenario === scenario)!);
    const mid = (key: Exclude<keyof Row, 'scenario'>) => median(runs.map((run) => run[key]));
    return {
      scenario,
      'req/s': mid('req/s'),
      'p50 ms': mid('p50 ms'),
      'p99 ms': mid('p99 ms'),
      'server CPU µs/req': mid('server CPU µs/req'),
      'client CPU µs/req': mid('client CPU µs/req'),
      'non-2xx/304': runs.reduce((sum, run) => sum + run['non-2xx/304'], 0),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
    };
  });
}

/** The goal of issue 46: the warm listing at ≥ 0.9× bare node:http sending the same bytes. */
export function printRatios(rows: Row[]) {
  const warm = rows.find((row) => row.scenario === WARM);
  if (!warm) return;
  for (const title of [BARE, BARE_SAME_HEADERS]) {
    const bare = rows.find((row) => row.scenario === title);
    if (!bare) continue;
    const ratio = (key: 'req/s' | 'server CPU µs/req') => (warm[key] / bare[key]).toFixed(2);
    console.log(
      `warm listing / ${title}: req/s ${ratio('req/s')}×, server CPU per request ${ratio('server CPU µs/req')}×`,
    );
  }
}
