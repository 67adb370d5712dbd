import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

/**
 * `node --import tsx bench/backupBench.ts --url <shop> --data-dir <pg dir>`: a listing's p99 with
 * no backup, then while `npm run db:backup` copies that shop's database (bounded: 10 connections,
 * each load run ends with its backup or after 120 s). Prints seconds, MB and both p99s per round.
 */
const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    'backup-dir': { type: 'string', default: '.data/bench-backups' },
    path: { type: 'string', default: '/api/products/public?page=3' },
    rounds: { type: 'string', default: '3' },
  },
});
const target = `${args.url!}${args.path}`;

function load(seconds: number) {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ url: target, connections: 10, duration: seconds }, (error, result) =>
      error ? reject(error as Error) : resolve(result),
    );
  });
  return { done, stop: () => instance!.stop() };
}

function backup(): Promise<{ seconds: number; file: string }> {
  const began = performance.now();
  const env = { ...process.env, PG_DATA_DIR: args['data-dir'], BACKUP_DIR: args['backup-dir'], BACKUP_KEEP: '2' };
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'db:backup'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`db:backup exited ${code}: ${out}`));
      resolve({ seconds: (performance.now() - began) / 1000, file: out.trim().split('\n').at(-1)! });
    });
  });
}

for (let round = 1; round <= Number(args.rounds); round++) {
  const quiet = await load(10).done;
  const during = load(120);
  const taken = await backup();
  during.stop();
  const busy = await during.done;
  const mb = (await stat(taken.file)).size / 1e6;
  console.log(
    JSON.stringify({
      round,
      backupSeconds: Number(taken.seconds.toFixed(1)),
      backupMB: Number(mb.toFixed(1)),
      p99QuietMs: quiet.latency.p99,
      p99DuringBackupMs: busy.latency.p99,
      requestsDuring: busy.requests.total,
      errorsDuring: busy.errors + busy.non2xx,
    }),
  );
}
