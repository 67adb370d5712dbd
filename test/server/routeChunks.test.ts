import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routeChunkTags } from '../../server/seo/routeChunks';

/** A build manifest as Vite writes it, reduced to a product page and the entry. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_framework-1.js'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  'src/routes/product.$productId.tsx?tsr-split=component': {
    file: 'assets/product-1.js',
    imports: ['_framework-1.js', 'index.html', '_Grid-1.js'],
    css: ['assets/product-1.css'],
  },
  '_Grid-1.js': { file: 'assets/Grid-1.js', imports: ['_framework-1.js'], css: ['assets/Grid-1.css'] },
};

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'bagshop-chunks-'));
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
});
afterAll(() => rm(dist, { recursive: true, force: true }));

it("preloads the first route's page chunk, what it imports and its CSS, not what the entry loads", () => {
  expect(routeChunkTags(dist)('product')).toEqual([
    '<link rel="modulepreload" crossorigin href="/assets/product-1.js" />',
    '<link rel="modulepreload" crossorigin href="/assets/Grid-1.js" />',
    '<link rel="preload" as="style" crossorigin href="/assets/product-1.css" />',
    '<link rel="preload" as="style" crossorigin href="/assets/Grid-1.css" />',
  ]);
  expect(routeChunkTags(dist)('other')).toEqual([]);
  expect(routeChunkTags(join(dist, 'missing'))('product')).toEqual([]);
});
