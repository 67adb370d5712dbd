import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appStarter, deferAppStart } from '../../vite-plugins/deferAppStart';

/** index.html's head and body as Vite's build leaves them, reduced to the tags the plugin moves. */
const BUILT = `<html><head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">
    <link rel="modulepreload" crossorigin href="/assets/keys-1.js">
  </head><body><div id="root"></div></body></html>`;

const transform = (html: string, evaluateFirst: string[] = []) => {
  const hook = deferAppStart({ evaluateFirst }).transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
};

describe('deferAppStart (the app is asked for after the largest paint)', () => {
  it('leaves no script or module preload the parser would fetch: the preloads wait in a template, the entry in the loader', () => {
    const html = transform(BUILT);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const outsideTemplates = html.replace(/<template data-app-preload>[\s\S]*?<\/template>/g, '');
    expect(outsideTemplates).not.toContain('modulepreload');
    expect(html).toContain(
      '<template data-app-preload><link rel="modulepreload" crossorigin href="/assets/framework-1.js"><link rel="modulepreload" crossorigin href="/assets/keys-1.js"></template>',
    );
    expect(html).toContain(`<script type="module">\n${appStarter('/assets/index-1.js')}`);
    expect(html.indexOf('<script type="module">')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('evaluates the named chunks as scripts of their own before the entry, each after the one before has run', () => {
    const html = transform(BUILT, ['framework']);
    expect(html).toContain(`<script type="module">\n${appStarter('/assets/index-1.js', ['/assets/framework-1.js'])}`);
    expect(html).toContain('const scripts = ["/assets/framework-1.js","/assets/index-1.js"];');
    // No such chunk: the entry alone.
    expect(transform(BUILT, ['vendor'])).toContain('const scripts = ["/assets/index-1.js"];');
  });

  it('fails the build when index.html has no entry script to defer', () => {
    expect(() => transform('<html><head></head><body></body></html>')).toThrow(/no entry script/);
  });

  it('the production build asks for no script before the loader runs (needs vite build)', () => {
    const html = readFileSync(`${process.env.BUNDLE_DIST_DIR ?? 'dist'}/index.html`, 'utf8');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html.replace(/<template data-app-preload>[\s\S]*?<\/template>/g, '')).not.toContain('modulepreload');
    expect(html).toMatch(/const scripts = \["\/assets\/framework-[\w-]+\.js","\/assets\/index-[\w-]+\.js"\];/);
  });
});
