import type { ContentPage } from '../../api-schema/entities';
import type { Pool } from '../db/pool';

export async function findContentPage(pool: Pool, slug: string): Promise<ContentPage | null> {
  const { rows } = await pool.query<{ title: string; html: string; updated_at: Date }>(
    'SELECT title, html, updated_at FROM content_pages WHERE slug = $1',
    [slug],
  );
  const row = rows[0];
  return row ? { title: row.title, content: row.html, updatedAt: row.updated_at.toISOString() } : null;
}
