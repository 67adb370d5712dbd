import { readdirSync, readFileSync } from 'node:fs';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHints, eagerFactories } from '../../vite-plugins/compileHints';

const HINT = '//# allFunctionsCalledOnLoad\n';
const dist = process.env.BUNDLE_DIST_DIR ?? 'dist';

describe('compileHints (V8 compiles the framework while streaming it, off the main thread)', () => {
  it('prefixes the named chunks only, their module factories rewritten', () => {
    const bundle = {
      'framework-1.js': { type: 'chunk', name: 'framework', code: 'var a=t((e=>{e.x=1}));' },
      'index-1.js': { type: 'chunk', name: 'index', code: 'b()' },
      'index-1.css': { type: 'asset', name: 'index', source: 'c{}' },
    };
    const hook = compileHints({ chunks: ['framework'] }).generateBundle as {
      handler: (this: { parse: typeof parseAst }, options: unknown, bundle: object) => void;
    };
    hook.handler.call({ parse: parseAst }, {}, bundle);
    expect(bundle['framework-1.js'].code).toBe(`${HINT}var a=t((function(e){e.x=1}));`);
    expect(bundle['index-1.js'].code).toBe('b()');
    expect(bundle['index-1.css'].source).toBe('c{}');
  });

  it('rewrites the module factories of the top level as functions, and nothing else', () => {
    const eager = (code: string) => eagerFactories(code, parseAst(code) as never);
    // CommonJS factories (one or two parameters) and a lazily initialised ES module's (none).
    expect(eager('var n=t((e=>{e.a=1})),r=t(((e,t)=>{t.exports=n()}));var s=i(()=>{q()});')).toBe(
      'var n=t((function(e){e.a=1})),r=t((function(e,t){t.exports=n()}));var s=i((function(){q()}));',
    );
    for (const kept of [
      'var a=t((e=>{this.x=1}));', // `this` means another thing in a function
      'var a=t((e=>{f(arguments)}));',
      'var a=t((e=>e.x));', // an expression body is no module factory
      'var a=t((e=>{}),1);', // neither is a call with more arguments
      'var a=t((async e=>{}));',
      'function f(){var a=t((e=>{e.x=1}))}', // not the top level
      'g((e=>{e.x=1}));',
    ])
      expect(eager(kept)).toBe(kept);
    // `this` inside a function of the factory's own is that function's: the factory is still rewritten.
    expect(eager('var a=t((e=>{function f(){return this}}));')).toBe(
      'var a=t((function(e){function f(){return this}}));',
    );
  });

  it('the production build hints the framework, which every page preloads, and no other chunk (needs vite build)', () => {
    const files = readdirSync(`${dist}/assets`).filter((f) => f.endsWith('.js'));
    const hinted = files.filter((f) => readFileSync(`${dist}/assets/${f}`, 'utf8').startsWith(HINT));
    expect(hinted).toEqual([expect.stringMatching(/^framework-[\w-]+\.js$/)]);
    // Every module factory of its top level is already a function (react, react-dom, scheduler, …).
    const framework = readFileSync(`${dist}/assets/${hinted[0]}`, 'utf8');
    expect(framework.match(/\(function\(/g)?.length).toBeGreaterThan(10);
    expect(eagerFactories(framework, parseAst(framework) as never)).toBe(framework);
    // Only a preloaded (streamed) script is compiled off the main thread; fetched otherwise, eager compiling
    // would move the whole framework's compilation onto it.
    const html = readFileSync(`${dist}/index.html`, 'utf8');
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${hinted[0]}">`);
  });
});
