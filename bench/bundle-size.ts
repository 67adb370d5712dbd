/**
 * First-load size per route of a production build, from Vite's manifest.
 *   node --import tsx bench/bundle-size.ts [distDir=dist]
 * A route's first load = the entry chunk and its static imports, plus the route's lazy split chunks
 * (component and loader; error/pending components are left out because a normal visit does not
 * fetch them) and their static imports. Each file is brotli-compressed on its own (as a server sends
 * it, quality 11), and the sizes are summed. CSS is every stylesheet those chunks pull in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  jsBytes: number;
  cssBytes: number;
  files: string[];
}

const SPLIT_KEY = /^src\/routes\/(.+)\.tsx\?tsr-split=(.+)$/;
const FIRST_LOAD_SPLITS = new Set(['component', 'loader']);

/** src/routes file name → URL pattern: index → /, category.$categoryId → /category/$categoryId. */
export const routePath = (fileName: string) => (fileName === 'index' ? '/' : `/${fileName.replaceAll('.', '/')}`);

function collect(manifest: Manifest, key: string, seen: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) collect(manifest, imported, seen);
}

export function measureRoutes(distDir: string): RouteSize[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const brotli = new Map<string, number>();
  const size = (file: string) => {
    if (!brotli.has(file)) brotli.set(file, brotliCompressSync(readFileSync(join(distDir, file))).length);
    return brotli.get(file)!;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('No entry chunk in the manifest');

  const routes = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const match = SPLIT_KEY.exec(key);
    if (match && FIRST_LOAD_SPLITS.has(match[2]!)) routes.set(match[1]!, [...(routes.get(match[1]!) ?? []), key]);
  }

  return [...routes].map(([fileName, splitKeys]) => {
    const keys = new Set<string>();
    for (const key of [entry, ...splitKeys]) collect(manifest, key, keys);
    const chunks = [...keys].map((key) => manifest[key]!);
    const js = [...new Set(chunks.map((c) => c.file).filter((f) => f.endsWith('.js')))];
    const css = [...new Set(chunks.flatMap((c) => [...(c.css ?? []), ...(c.file.endsWith('.css') ? [c.file] : [])]))];
    return {
      route: routePath(fileName),
      jsBytes: js.reduce((sum, f) => sum + size(f), 0),
      cssBytes: css.reduce((sum, f) => sum + size(f), 0),
      files: [...js, ...css],
    };
  });
}

/**
 * The files only a lazily loaded module needs (e.g. src/ui/Devtools.tsx, src/ui/Toasts.tsx): its
 * chunk and what it imports, minus what the entry loads anyway.
 */
export function lazyOnlyFiles(distDir: string, source: string): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const always = new Set<string>();
  collect(manifest, entry, always);
  const lazy = new Set<string>();
  collect(manifest, source, lazy);
  return [...lazy].filter((key) => !always.has(key) && manifest[key]).map((key) => manifest[key]!.file);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = process.argv[2] ?? 'dist';
  const rows = measureRoutes(distDir).sort((a, b) => a.route.localeCompare(b.route));
  console.log(`First-load size per route (brotli, each file compressed alone) — ${distDir}`);
  console.log(`${'route'.padEnd(26)}${'JS'.padStart(12)}${'CSS'.padStart(12)}  files`);
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(26)}${kib(row.jsBytes).padStart(12)}${kib(row.cssBytes).padStart(12)}  ${row.files.length}`,
    );
  }
}
