import type { Product } from '../../api-schema/entities';
import type { ProductListQuery } from '../../api-schema/productQuery';
import type { Pool } from '../db/pool';
import { escapeLike, PRODUCT_JSON, SEARCH_DOCUMENT } from './productSql';

export interface ListOptions extends ProductListQuery {
  categoryId?: string;
  /** Rank by relevance: a search without an explicit sort. */
  relevance: boolean;
}

const SORT_COLUMNS = { createdAt: 'p.created_at', newPrice: 'p.new_price', productName: 'p.product_name' } as const;
// Typo-tolerant matching needs a few trigrams; shorter words match by substring only.
const FUZZY_MIN_LENGTH = 4;
const MAX_SEARCH_WORDS = 6;
const SIMILAR_WORD = 0.5;

export async function listProducts(pool: Pool, q: ListOptions) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (q.categoryId) where.push(`p.category_id = ${param(q.categoryId)}`);
  if (q.exclude) where.push(`p.id <> ${param(q.exclude)}`);
  if (q.minPrice !== undefined) where.push(`p.new_price >= ${param(q.minPrice)}`);
  if (q.maxPrice !== undefined) where.push(`p.new_price <= ${param(q.maxPrice)}`);
  if (q.inStock === 'true') where.push('p.stock > 0');
  const search = q.search?.toLowerCase();
  if (search) {
    // Every word must match, exactly (substring) or through a catalogue word that is spelt alike
    // (trigram similarity >= 0.5: 'bakpack' finds 'backpack', 'leather' does not find 'weather').
    for (const word of search.split(/\s+/).slice(0, MAX_SEARCH_WORDS)) {
      const like = param(`%${escapeLike(word)}%`);
      if (word.length < FUZZY_MIN_LENGTH) {
        where.push(`${SEARCH_DOCUMENT} ILIKE ${like}`);
        continue;
      }
      const w = param(word);
      where.push(`${SEARCH_DOCUMENT} ILIKE ANY (ARRAY(
        SELECT '%' || sw.word || '%' FROM search_words sw WHERE sw.word % ${w} AND similarity(sw.word, ${w}) >= ${SIMILAR_WORD}
      ) || ${like}::text)`);
    }
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const whereParams = [...params];
  const direction = q.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const orderBy =
    q.relevance && search
      ? `p.product_name ILIKE ${param(`%${escapeLike(search)}%`)} DESC, strict_word_similarity(${param(search)}, p.product_name) DESC,
         p.created_at DESC, p.id`
      : `${SORT_COLUMNS[q.sortBy]} ${direction}, p.id`;
  const offset = (q.page - 1) * q.limit;
  const pageSql = `SELECT ${PRODUCT_JSON} AS product FROM products p JOIN categories c ON c.id = p.category_id
    ${whereSql} ORDER BY ${orderBy} LIMIT ${param(q.limit)} OFFSET ${param(offset)}`;
  const countSql = `SELECT count(*)::int AS total FROM products p ${whereSql}`;
  const [page, count] = await Promise.all([
    pool.query<{ product: Product }>(pageSql, params),
    pool.query<{ total: number }>(countSql, whereParams),
  ]);
  const total = count.rows[0]?.total ?? 0;
  return {
    products: page.rows.map((r) => r.product),
    pagination: { current: q.page, pages: Math.ceil(total / q.limit), total },
  };
}

export async function findProduct(pool: Pool, id: string): Promise<Product | undefined> {
  const { rows } = await pool.query<{ product: Product }>(
    `SELECT ${PRODUCT_JSON} AS product FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = $1`,
    [id],
  );
  return rows[0]?.product;
}
