import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g;

/**
 * Replaces index.html's stylesheet links with the CSS itself (a few KiB): the static shell then
 * paints with the HTML alone instead of waiting for render-blocking requests. The files stay in
 * the build (and the manifest), so lazy chunks that list them still find them.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'jhola:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return link;
          return `<style>${String(asset.source).replaceAll('</style', '<\\/style')}</style>`;
        });
      },
    },
  };
}
