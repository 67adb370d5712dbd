import type { Category } from '../../api-schema/entities';
import type { Pool } from '../db/pool';

const CATEGORY_COLUMNS = `id AS "_id", category_name AS "categoryName", category_name_hi AS "categoryNameHi",
  description, category_image AS "categoryImage"`;

export async function activeCategories(pool: Pool): Promise<Category[]> {
  const { rows } = await pool.query<Category>(
    `SELECT ${CATEGORY_COLUMNS} FROM categories WHERE active ORDER BY position, category_name`,
  );
  return rows;
}

export async function findCategory(pool: Pool, id: string): Promise<Category | undefined> {
  const { rows } = await pool.query<Category>(`SELECT ${CATEGORY_COLUMNS} FROM categories WHERE id = $1 AND active`, [
    id,
  ]);
  return rows[0];
}

export const categoryExists = async (pool: Pool, id: string) => (await findCategory(pool, id)) !== undefined;
