import { DISCOUNT_STEPS, type Facets } from '../../api-schema/facets';
import type { Pool } from '../db/pool';
import { FACET_FILTERS, filterConditions } from './listingFilters';
import type { ListOptions } from './products';
import { planSearch, searchSql } from './productSearch';

type Facet = (typeof FACET_FILTERS)[number]['facet'];

/**
 * The facets' counts for a listing (docs/decisions/019-search-intent-and-facets.md): each facet is
 * counted with every filter but its own, so a shopper sees what each choice would show. Three
 * statements over the listing's rows; the answer is cached like the listing (facetRoutes.ts).
 */
export async function listingFacets(pool: Pool, o: ListOptions): Promise<Facets> {
  const plan = o.search ? await planSearch(pool, o.search) : undefined;
  /** The listing's conditions without facet `left` (each statement has its own parameters). */
  const conditions = (left: Facet) => {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where = filterConditions({ ...o, [left]: undefined }, param);
    if (plan) where.push(searchSql(plan, param).condition);
    return { where: where.join(' AND '), params };
  };
  const colors = conditions('color');
  const materials = conditions('material');
  const discounts = conditions('discount');
  const steps = DISCOUNT_STEPS.map((step) => `count(*) FILTER (WHERE p.discount >= ${step})::int AS "${step}"`);
  const [colorRows, materialRows, discountRows] = await Promise.all([
    pool.query<{ value: string; hex: string; count: number }>(
      `SELECT pc.name AS value, min(pc.hex) AS hex, count(DISTINCT p.id)::int AS count
       FROM products p JOIN product_colors pc ON pc.product_id = p.id WHERE ${colors.where}
       GROUP BY pc.name ORDER BY count DESC, pc.name`,
      colors.params,
    ),
    pool.query<{ value: string; count: number }>(
      `SELECT p.material AS value, count(*)::int AS count FROM products p
       WHERE ${materials.where} AND p.material IS NOT NULL GROUP BY p.material ORDER BY count DESC, p.material`,
      materials.params,
    ),
    pool.query<Record<string, number>>(
      `SELECT ${steps.join(', ')} FROM products p WHERE ${discounts.where}`,
      discounts.params,
    ),
  ]);
  const counted = discountRows.rows[0]!;
  return {
    colors: colorRows.rows,
    materials: materialRows.rows,
    discounts: DISCOUNT_STEPS.map((value) => ({ value, count: counted[value]! })).filter((d) => d.count > 0),
  };
}
