import type { Pool } from '../db/pool';

/** A sitemap holds at most 50,000 URLs (sitemaps.org); more, and /sitemap.xml becomes an index of pages. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

const PRODUCTS_SHOWN = 'FROM products p JOIN categories c ON c.id = p.category_id WHERE c.active AND p.active';

/** Every active category (what the shop shows), in the shop's order. */
export async function sitemapCategories(pool: Pool): Promise<SitemapEntry[]> {
  const { rows } = await pool.query<{ id: string }>(
    'SELECT id FROM categories WHERE active ORDER BY position, category_name',
  );
  return rows.map((c) => ({ path: `/category/${encodeURIComponent(c.id)}` }));
}

/** How many products the shop shows: the shown (active) ones of an active category. */
export async function sitemapProductCount(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n ${PRODUCTS_SHOWN}`);
  return Number(rows[0]!.n);
}

/** A slice of the products the shop shows, newest first (ties by id, so slices never overlap). */
export async function sitemapProducts(pool: Pool, offset: number, limit: number): Promise<SitemapEntry[]> {
  if (limit <= 0) return [];
  const { rows } = await pool.query<{ id: string; lastmod: string }>(
    `SELECT p.id, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS lastmod
       ${PRODUCTS_SHOWN} ORDER BY p.created_at DESC, p.id OFFSET $1 LIMIT $2`,
    [offset, limit],
  );
  return rows.map((p) => ({ path: `/product/${encodeURIComponent(p.id)}`, lastmod: p.lastmod }));
}
