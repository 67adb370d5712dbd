import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileHints } from '../../vite-plugins/compileHints';

const HINT = '//# allFunctionsCalledOnLoad\n';
const dist = process.env.BUNDLE_DIST_DIR ?? 'dist';

describe('compileHints (V8 compiles the framework while streaming it, off the main thread)', () => {
  it('prefixes the named chunks only', () => {
    const bundle = {
      'framework-1.js': { type: 'chunk', name: 'framework', code: 'a()' },
      'index-1.js': { type: 'chunk', name: 'index', code: 'b()' },
      'index-1.css': { type: 'asset', name: 'index', source: 'c{}' },
    };
    const hook = compileHints({ chunks: ['framework'] }).generateBundle as {
      handler: (options: unknown, bundle: object) => void;
    };
    hook.handler({}, bundle);
    expect(bundle['framework-1.js'].code).toBe(`${HINT}a()`);
    expect(bundle['index-1.js'].code).toBe('b()');
    expect(bundle['index-1.css'].source).toBe('c{}');
  });

  it('the production build hints the framework, which every page preloads, and no other chunk (needs vite build)', () => {
    const files = readdirSync(`${dist}/assets`).filter((f) => f.endsWith('.js'));
    const hinted = files.filter((f) => readFileSync(`${dist}/assets/${f}`, 'utf8').startsWith(HINT));
    expect(hinted).toEqual([expect.stringMatching(/^framework-[\w-]+\.js$/)]);
    // Only a preloaded (streamed) script is compiled off the main thread; fetched otherwise, eager compiling
    // would move the whole framework's compilation onto it.
    const html = readFileSync(`${dist}/index.html`, 'utf8');
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${hinted[0]}">`);
  });
});
