import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Set by the tools themselves, not by whoever runs the shop: vitest's own flag, and a test's note to its child.
const NOT_CONFIGURATION = new Set(['VITEST', 'NODE_ENV', 'START_AT']);
const READS = [
  /process\.env\.([A-Z][A-Z0-9_]+)/g,
  /process\.env\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
  /(?<!meta\.)\benv\.([A-Z][A-Z0-9_]{2,})\b/g,
  /import\.meta\.env\.(VITE_[A-Z0-9_]+)/g,
];

const sources = () =>
  execFileSync(
    'git',
    ['ls-files', '-z', '--', 'src', 'server', 'api-schema', 'bench', 'test', 'vite-plugins', '*.ts'],
    {
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((path) => /\.(ts|tsx|js)$/.test(path));

/** `| \`NAME\` | default | what it sets |` rows of a markdown table. */
const tableRows = (path: string) =>
  new Set([...readFileSync(path, 'utf8').matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]));

describe('configuration tables', () => {
  it('list every environment variable the code reads, one row each (README.md, or bench/README.md for the tools)', () => {
    const read = new Set<string>();
    for (const path of sources()) {
      const text = readFileSync(path, 'utf8');
      for (const pattern of READS) for (const m of text.matchAll(pattern)) read.add(m[1]!);
    }
    // server/config.ts names each variable as a key of its zod object.
    for (const m of readFileSync('server/config.ts', 'utf8').matchAll(/^ {4}([A-Z][A-Z0-9_]+): /gm)) read.add(m[1]!);
    expect(read.size).toBeGreaterThan(20);
    const documented = new Set([...tableRows('README.md'), ...tableRows('bench/README.md')]);
    const missing = [...read].filter((name) => !NOT_CONFIGURATION.has(name) && !documented.has(name)).sort();
    expect(missing).toEqual([]);
  });
});
