import { parseArgs } from 'node:util';
import { listingOptions, listWithIntent } from '../../server/catalogue/listingOptions';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { ListingMemo } from '../../server/catalogue/listingMemo';
import { TaggedCache } from '../../server/http/taggedCache';

/**
 * `node --import tsx bench/scale/explain.ts <pg dir | postgres:// url> [--search …] [--minPrice n --maxPrice n] [--color C --material m]
 *   [--category id]` (`--category`: a category page's listing):
 * EXPLAIN (ANALYZE, BUFFERS) of every statement one listing request sends (its words read as the route reads them), run twice (the second
 * warm), against a bench database (server stopped). Finds what a slow scenario really spends.
 */
const { values: a, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    search: { type: 'string' },
    minPrice: { type: 'string' },
    maxPrice: { type: 'string' },
    color: { type: 'string' },
    material: { type: 'string' },
    category: { type: 'string' },
    page: { type: 'string', default: '1' },
    limit: { type: 'string', default: '12' },
    analyze: { type: 'string', default: 'true' },
  },
});
const where = positionals[0]!;
const db = await openDatabase(where.startsWith('postgres') ? { databaseUrl: where } : { dataDir: where, port: 0 });
await migrate(db.pool);
const statements: { text: string; values: unknown[] }[] = [];
const record = {
  query: (text: string, values: unknown[] = []) => {
    statements.push({ text, values });
    return db.pool.query(text, values);
  },
} as unknown as typeof db.pool;
// The route's own path: the words are read (colour, material, price, kind) as the shop reads them, and "did you mean" is asked.
const options = await listingOptions(
  db.pool,
  {
    search: a.search,
    minPrice: a.minPrice === undefined ? undefined : Number(a.minPrice),
    maxPrice: a.maxPrice === undefined ? undefined : Number(a.maxPrice),
    color: a.color,
    material: a.material,
    sortBy: 'createdAt',
    sortOrder: 'desc',
    page: Number(a.page),
    limit: Number(a.limit),
  },
  false,
  a.category,
);
for (let round = 0; round < 2; round++) {
  statements.length = 0;
  const began = performance.now();
  await listWithIntent(record, new ListingMemo(new TaggedCache<number>()), options);
  console.log(`\n# round ${round}: listWithIntent ${(performance.now() - began).toFixed(1)} ms`);
  for (const s of statements) {
    if (round === 0) console.log(`\n-- ${s.text}\n-- params ${JSON.stringify(s.values)}`);
    const plan = await db.pool.query(`EXPLAIN (ANALYZE ${a.analyze}, BUFFERS) ${s.text}`, s.values);
    console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
  }
}
await db.close();
