import type { AdminCategory } from '../../api-schema/adminCategories';
import type { Pool } from '../db/pool';

type Queryable = Pick<Pool, 'query'>;

const SELECT = `SELECT c.id, c.category_name AS "categoryName", c.category_name_hi AS "categoryNameHi",
  (SELECT count(*)::int FROM products p WHERE p.category_id = c.id AND p.active) AS products
  FROM categories c`;

/** The shop's categories in display order, with their Hindi names, for the desk. */
export async function deskCategories(db: Queryable): Promise<AdminCategory[]> {
  return (await db.query<AdminCategory>(`${SELECT} WHERE c.active ORDER BY c.position, c.category_name`)).rows;
}

export async function deskCategory(db: Queryable, id: string, lock = false): Promise<AdminCategory | undefined> {
  const locked = lock ? ' FOR UPDATE OF c' : '';
  return (await db.query<AdminCategory>(`${SELECT} WHERE c.id = $1 AND c.active${locked}`, [id])).rows[0];
}
