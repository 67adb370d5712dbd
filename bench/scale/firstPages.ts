import { parseArgs } from 'node:util';
import { ListingMemo } from '../../server/catalogue/listingMemo';
import { listingOptions, listWithIntent } from '../../server/catalogue/listingOptions';
import { openDatabase } from '../../server/db/database';
import { TaggedCache } from '../../server/http/taggedCache';
import { SHOPPER_LISTS } from './shopperQueries';

/**
 * `node --import tsx bench/scale/firstPages.ts <pg dir | postgres url> [--each 12] > pages.txt`: the first page (12) of
 * the scale bench's commonest searches, as the shop lists them (its reading of the search, its ranking), one line
 * each: the search, its total, the ids in order. Run on two checkouts over one database (server stopped) and
 * `diff` the files to see what a change to the ranking moved.
 */
const { values: a, positionals } = parseArgs({
  allowPositionals: true,
  options: { each: { type: 'string', default: '12' } },
});
const where = positionals[0]!;
const db = await openDatabase(where.startsWith('postgres') ? { databaseUrl: where } : { dataDir: where, port: 0 });
const memo = new ListingMemo(new TaggedCache());
/** The commonest strings of each class first (the lists repeat each string as often as the seed has its products). */
const commonest = (list: string[]) => {
  const counts = new Map<string, number>();
  for (const text of list) counts.set(text, (counts.get(text) ?? 0) + 1);
  return [...counts].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).map(([text]) => text);
};
for (const [name, list] of Object.entries(SHOPPER_LISTS)) {
  for (const search of commonest(list).slice(0, Number(a.each))) {
    const query = { search, page: 1, limit: 12, sortBy: 'createdAt' as const, sortOrder: 'desc' as const };
    const listed = await listWithIntent(db.pool, memo, await listingOptions(db.pool, query, false));
    console.log(`${name}\t${search}\t${listed.pagination.total}\t${listed.products.map((p) => p._id).join(' ')}`);
  }
}
await db.close();
