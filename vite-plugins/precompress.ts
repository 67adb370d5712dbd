import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to every text file of the build, so the server
 * sends precompressed bytes (server/staticSite.ts) instead of compressing on every request.
 * A variant that would not be smaller than the file is skipped.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'jhola:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const work: Promise<void>[] = [];
      for await (const path of files(outDir)) {
        work.push(
          readFile(path).then(async (raw) => {
            const [br, gzipped] = await Promise.all([
              brotli(raw, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
              }),
              gz(raw, { level: 9 }),
            ]);
            if (br.length < raw.length) await writeFile(`${path}.br`, br);
            if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
          }),
        );
      }
      await Promise.all(work);
    },
  };
}
