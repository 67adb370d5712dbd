import type { Pool } from '../db/pool';

/** A sitemap holds at most 50,000 URLs (sitemaps.org); beyond that the newest products are listed. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Every active category and every shown product of an active category (what the shop shows), newest first. */
export async function sitemapEntries(pool: Pool, room: number): Promise<SitemapEntry[]> {
  const categories = await pool.query<{ id: string }>(
    'SELECT id FROM categories WHERE active ORDER BY position, category_name',
  );
  const products = await pool.query<{ id: string; lastmod: string }>(
    `SELECT p.id, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS lastmod
       FROM products p JOIN categories c ON c.id = p.category_id
      WHERE c.active AND p.active ORDER BY p.created_at DESC, p.id LIMIT $1`,
    [Math.max(0, room - categories.rows.length)],
  );
  return [
    ...categories.rows.map((c) => ({ path: `/category/${encodeURIComponent(c.id)}` })),
    ...products.rows.map((p) => ({ path: `/product/${encodeURIComponent(p.id)}`, lastmod: p.lastmod })),
  ];
}
