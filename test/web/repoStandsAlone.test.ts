import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A clone of the repo must carry its own knowledge (docs/architecture.md): code, tests and docs cite files in
 * the repo, never the planners' notes beside it. The names are assembled so this file does not cite them.
 */
const OUTSIDE = [['..', 'shared'].join('/'), ['DESIGN', 'md'].join('.'), ['storefront', 'spec'].join('-')];
const SCOPE = ['src', 'server', 'api-schema', 'test', 'bench', 'docs', 'README.md'];

const trackedFiles = () =>
  execFileSync('git', ['ls-files', '-z', '--', ...SCOPE], { encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);

/** Text files only: a NUL byte marks a binary one (the PIN directory, fonts, pictures). */
function textOf(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const bytes = readFileSync(path);
  return bytes.includes(0) ? undefined : bytes.toString('utf8');
}

const linesMatching = (pattern: RegExp) =>
  trackedFiles().flatMap((path) =>
    (textOf(path) ?? '')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
  );

describe('the repo stands alone', () => {
  it('finds the tracked files it checks', () => {
    const files = trackedFiles();
    expect(files).toContain('README.md');
    expect(files).toContain('docs/product.md');
    expect(files.filter((f) => f.startsWith('src/')).length).toBeGreaterThan(50);
  });

  it('cites no file outside the repo', () => {
    const outside = new RegExp(OUTSIDE.map((name) => name.replace(/[.]/g, '\\.')).join('|'));
    expect(linesMatching(outside)).toEqual([]);
  });

  it('cites only docs that exist, and product sections that docs/product.md has', () => {
    const headings = new Set([...readFileSync('docs/product.md', 'utf8').matchAll(/^## (§\d+)/gm)].map((m) => m[1]));
    expect([...headings]).toEqual(['§1', '§2', '§3', '§4', '§5', '§6', '§7', '§8', '§9']);
    const missing = linesMatching(/docs\/[\w/.-]+\.md/).filter((hit) => {
      const line = hit.slice(hit.indexOf(': ') + 2);
      const cited = [...line.matchAll(/docs\/[\w/.-]+?\.md/g)].map((m) => m[0]);
      const sections = [...line.matchAll(/docs\/product\.md §(\d+)/g)].map((m) => `§${m[1]}`);
      return cited.some((doc) => !existsSync(doc)) || sections.some((s) => !headings.has(s));
    });
    expect(missing).toEqual([]);
  });
});
