import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
/** Start at the latest this long after parsing, even if the largest paint was never reported. */
const LATEST_START_MS = 2500;
/** Or this long after the pre-painted picture is decoded (its largest-paint entry normally comes first). */
const AFTER_DECODE_MS = 500;
/** Preload tags the loader adds per task. */
const PRELOADS_PER_TASK = 4;

/**
 * The app's code is asked for only once the page's largest paint (the static shell's pre-paint) is on
 * screen. Its requests then neither compete with that paint's picture nor, in Lighthouse's simulation,
 * count as needed before it: a file that finished loading before the largest paint is counted as
 * blocking it unless an EvaluateScript event says otherwise, and ES modules never emit one.
 * The server puts the first route's chunk preloads into a `<template data-app-preload>` for the same
 * reason; the loader adds them with the build's own preloads, then the entry script. Waiting stops at the
 * first key or pointer press, when the page is hidden (no paint to wait for), when the picture fails,
 * AFTER_DECODE_MS after it is decoded, or after LATEST_START_MS. A page without a pre-painted picture on screen starts after its first largest paint.
 */
export const appStarter = (entry: string, first: readonly string[] = []) =>
  `
let started = false;
// Each module script is evaluated in a task of its own: the shared chunks in \`first\` (already fetched through
// the preloads) run before the entry, so no single task evaluates the whole app.
const scripts = ${JSON.stringify([...first, entry])};
const next = () => {
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = scripts.shift();
  if (scripts.length) script.onload = script.onerror = () => setTimeout(next);
  document.head.append(script);
};
// The preloads go in ${PRELOADS_PER_TASK} at a time, a task each: every one starts a request, ~0.2 ms of main thread here
// (×4 on a phone), and all of them in one task made it a long one.
const start = () => {
  if (started) return;
  started = true;
  const preloads = [...document.querySelectorAll('template[data-app-preload]')].flatMap((t) => [...t.content.children]);
  const add = () => {
    document.head.append(...preloads.splice(0, ${PRELOADS_PER_TASK}).map((link) => link.cloneNode()));
    if (preloads.length) setTimeout(add);
    else next();
  };
  add();
};
// The pre-painted picture, if it is not already broken and is on screen, is the largest paint to wait for. Where it
// is on screen is asked once the page is drawn: asked here, it would lay the page out inside this script's task.
let picture = document.querySelector('#root img');
if (picture?.complete && !picture.naturalWidth) picture = null;
const pictureOnScreen = () => picture && picture.getBoundingClientRect().top < innerHeight;
// Should Chromium not count the picture as a largest paint (e.g. a low-entropy image), its decode is the cue.
picture?.decode().then(() => setTimeout(start, ${AFTER_DECODE_MS}), start);
if (document.visibilityState !== 'visible') setTimeout(start);
else if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) requestAnimationFrame(() => setTimeout(start));
else {
  new PerformanceObserver((list, observer) => {
    if (pictureOnScreen() && !list.getEntries().some((entry) => entry.url)) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(start, ${LATEST_START_MS});
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, { capture: true, once: true });
}
`.trim();

/**
 * Build only: index.html's entry script and module preloads become the deferred loader above.
 * `evaluateFirst`: names of chunks (e.g. the framework) whose module preload, if any, is also evaluated as a
 * script of its own before the entry: module evaluation was one 14–28 ms task (×4 on a phone: a long task).
 */
export function deferAppStart({ evaluateFirst = [] as readonly string[] } = {}): Plugin {
  return {
    name: 'jhola:defer-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('deferAppStart: no entry script in index.html');
        const preloads = html.match(MODULE_PRELOAD)?.map((tag) => tag.trim()) ?? [];
        const first = evaluateFirst.flatMap((name) =>
          preloads.map((tag) => /href="([^"]+)"/.exec(tag)![1]!).filter((href) => href.includes(`/${name}-`)),
        );
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace('</head>', () => `  <template data-app-preload>${preloads.join('')}</template>\n  </head>`)
          .replace('</body>', () => `  <script type="module">\n${appStarter(entry, first)}\n    </script>\n  </body>`);
      },
    },
  };
}
