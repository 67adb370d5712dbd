import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FirstRoute } from './firstRoute';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The code-split page component of each route the server answers with data (TanStack's autoCodeSplitting). */
const PAGE_CHUNKS: Partial<Record<FirstRoute['kind'], string>> = {
  home: 'src/routes/index.tsx?tsr-split=component',
  products: 'src/routes/products.tsx?tsr-split=component',
  category: 'src/routes/category.$categoryId.tsx?tsr-split=component',
  product: 'src/routes/product.$productId.tsx?tsr-split=component',
};

/**
 * Preload tags for the first route's page code (its chunk, the chunks it imports and their CSS), read from
 * the build's manifest: the browser fetches them with the entry instead of after it (one round trip less
 * before the page can render). Files index.html already loads are left out. No manifest, no tags.
 */
export function routeChunkTags(staticDir: string | undefined): (kind: FirstRoute['kind']) => string[] {
  const file = staticDir && join(staticDir, '.vite', 'manifest.json');
  if (!file || !existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  walk('index.html', loadedByEntry);
  const tags = new Map<string, string[]>();
  for (const [kind, key] of Object.entries(PAGE_CHUNKS)) {
    const chunks = new Set<string>();
    walk(key, chunks);
    const pageOnly = [...chunks].filter((k) => !loadedByEntry.has(k)).map((k) => manifest[k]!);
    tags.set(kind, [
      ...pageOnly.map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}" />`),
      ...[...new Set(pageOnly.flatMap((c) => c.css ?? []))].map(
        (css) => `<link rel="preload" as="style" crossorigin href="/${css}" />`,
      ),
    ]);
  }
  return (kind) => tags.get(kind) ?? [];
}
