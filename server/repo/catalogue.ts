import type { Category, City, ContentPage } from '../../api-schema/entities';
import type { Pool } from '../db/pool';

const CATEGORY_COLUMNS = `id AS "_id", category_name AS "categoryName", description, category_image AS "categoryImage"`;
const CITY_COLUMNS = `id AS "_id", name, delivery_charge AS "deliveryCharge"`;

export async function activeCategories(pool: Pool): Promise<Category[]> {
  const { rows } = await pool.query<Category>(`SELECT ${CATEGORY_COLUMNS} FROM categories WHERE active ORDER BY position, category_name`);
  return rows;
}

export async function findCategory(pool: Pool, id: string): Promise<Category | undefined> {
  const { rows } = await pool.query<Category>(`SELECT ${CATEGORY_COLUMNS} FROM categories WHERE id = $1 AND active`, [id]);
  return rows[0];
}

export const categoryExists = async (pool: Pool, id: string) => (await findCategory(pool, id)) !== undefined;

export async function activeCities(pool: Pool): Promise<City[]> {
  const { rows } = await pool.query<City>(`SELECT ${CITY_COLUMNS} FROM cities WHERE active ORDER BY name, id`);
  return rows;
}

export async function findCity(pool: Pool, id: string): Promise<City | undefined> {
  const { rows } = await pool.query<City>(`SELECT ${CITY_COLUMNS} FROM cities WHERE id = $1 AND active`, [id]);
  return rows[0];
}

export async function findContentPage(pool: Pool, slug: string): Promise<ContentPage | null> {
  const { rows } = await pool.query<{ title: string; html: string; updated_at: Date }>(
    'SELECT title, html, updated_at FROM content_pages WHERE slug = $1',
    [slug],
  );
  const row = rows[0];
  return row ? { title: row.title, content: row.html, updatedAt: row.updated_at.toISOString() } : null;
}
