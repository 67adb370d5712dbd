import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

export interface WebShop {
  url: string;
  productId: string;
  stop: () => Promise<void>;
}

/**
 * Starts bench/web/webShop.ts in a child process and waits for its ready line. `serverDir`: another checkout
 * whose server serves the build (e.g. the commit before a change, so server-side changes are compared too).
 */
export function startWebShop(
  staticDir = process.env.SHOP_STATIC_DIR ?? 'dist',
  dataDir?: string,
  serverDir?: string,
): Promise<WebShop> {
  if (!existsSync(`${staticDir}/index.html`)) throw new Error(`${staticDir}/ is missing: run \`npx vite build\` first`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/web/webShop.ts'], {
    cwd: serverDir,
    env: {
      LOG_LEVEL: 'warn',
      ...process.env,
      SHOP_STATIC_DIR: resolve(staticDir),
      ...(dataDir ? { BENCH_DATA_DIR: resolve(dataDir) } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`web shop exited early (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{"ready"')) return;
      const ready = JSON.parse(line) as { url: string; productId: string };
      resolve({ ...ready, stop });
    });
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
