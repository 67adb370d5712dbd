import type { City } from '../../api-schema/entities';
import type { Pool } from '../db/pool';

const CITY_COLUMNS = `id AS "_id", name, delivery_charge AS "deliveryCharge"`;

export async function activeCities(pool: Pool): Promise<City[]> {
  const { rows } = await pool.query<City>(`SELECT ${CITY_COLUMNS} FROM cities WHERE active ORDER BY name, id`);
  return rows;
}

export async function findCity(pool: Pool, id: string): Promise<City | undefined> {
  const { rows } = await pool.query<City>(`SELECT ${CITY_COLUMNS} FROM cities WHERE id = $1 AND active`, [id]);
  return rows[0];
}
