import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { topSelfTime, type CpuProfile } from './profileTop';

/**
 * `node --import tsx bench/profileWarm.ts [kept|app|bare|bareHeaders] [seconds]`: the bench server
 * (bench/server.ts, on `npm run bench`'s data dir) under `--cpu-prof`, one scenario loaded with autocannon as the
 * bench does, and the top self-time functions of the samples taken during the load only.
 */
const [which = 'kept', seconds = '5'] = process.argv.slice(2);
const dir = await mkdtemp(join(tmpdir(), 'warm-profile-'));
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx', 'bench/server.ts'], {
  env: { LOG_LEVEL: 'warn', ...process.env, BENCH_DATA_DIR: process.env.BENCH_DATA_DIR ?? '.data/bench/pg' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = await new Promise<Record<string, string>>((resolve) =>
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('{"ready"')) resolve(JSON.parse(line) as Record<string, string>);
  }),
);
const urls: Record<string, string> = {
  kept: `${ready.url}/api/products/public`,
  app: `${ready.throughAppUrl}/api/products/public`,
  bare: ready.bareUrl!,
  bareHeaders: ready.bareSameHeadersUrl!,
};
const url = urls[which]!;
await fetch(url).then((res) => res.arrayBuffer());
const now = async () => ((await (await fetch(ready.controlUrl!)).json()) as { monotonicUs: number }).monotonicUs;
const from = await now();
const result = await autocannon({ url, connections: 50, duration: Number(seconds) });
const to = await now();
const exited = new Promise((resolve) => child.once('exit', resolve));
child.kill('SIGTERM');
await exited;
const file = (await readdir(dir)).find((name) => name.endsWith('.cpuprofile'))!;
const profile = JSON.parse(await readFile(join(dir, file), 'utf8')) as CpuProfile;
console.log(`${which}: ${Math.round(result.requests.average)} req/s; profile ${join(dir, file)}`);
console.table(topSelfTime(profile, from, to, 25));
