import type { Pool } from '../db/pool';
import { slugify } from '../db/seed/random';
import { bandFor } from './deliveryBand';
import { recentDeliveryTables } from './pinDirectory';

type Queryable = Pick<Pool, 'query'>;

interface UncoveredDistrict {
  state_code: string;
  state: string;
  district: string;
  latitude: number;
  longitude: number;
  remote_band: string | null;
}

// Districts of the states we serve (those with an active city) that no city covers yet, with their centre.
const UNCOVERED_DISTRICTS = `
  WITH served AS (SELECT DISTINCT cd.state_code FROM city_districts cd JOIN cities c ON c.id = cd.city_id AND c.active)
  SELECT p.state_code, s.name AS state, p.district, avg(p.latitude)::float8 AS latitude,
         avg(p.longitude)::float8 AS longitude, r.band AS remote_band
  FROM pin_codes p
  JOIN served USING (state_code)
  JOIN gst_states s ON s.code = p.state_code
  LEFT JOIN remote_states r ON r.state_code = p.state_code
  WHERE NOT EXISTS (SELECT 1 FROM city_districts cd
                    WHERE cd.state_code = p.state_code AND (cd.district IS NULL OR cd.district = p.district))
    AND NOT EXISTS (SELECT 1 FROM unserviceable_pincodes u WHERE u.pincode = p.pincode)
  GROUP BY p.state_code, s.name, p.district, r.band
  ORDER BY p.state_code, p.district`;

const INSERT_CITIES = `
  WITH d AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::char(2)[], $6::text[])
             AS d (id, name, state, charge, state_code, district)),
  c AS (INSERT INTO cities (id, name, state, delivery_charge) SELECT id, name, state, charge FROM d
        ON CONFLICT (id) DO NOTHING)
  INSERT INTO city_districts (city_id, state_code, district) SELECT id, state_code, district FROM d
  ON CONFLICT DO NOTHING`;

/** The directory's district name as a shopper writes it: 'Aurangabad(BH)' → 'Aurangabad', 'MORBI' → 'Morbi'. */
export const tidyDistrictName = (district: string) => {
  const name = district.replace(/\s*\(.*\)\s*$/, '').trim();
  return name === name.toUpperCase() ? name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()) : name;
};

/**
 * Makes every district of a served state a delivery city, so every PIN we serve can be ordered to with the
 * city (an id) the order payload carries; its charge is its zone's (the delivery band of the district's
 * centre). Safe to repeat and to run from several processes at once: existing rows are left alone.
 * Returns the number of districts that lacked a city.
 */
export async function addDistrictCities(pool: Pool, db: Queryable = pool): Promise<number> {
  const { rows: districts } = await db.query<UncoveredDistrict>(UNCOVERED_DISTRICTS);
  if (districts.length === 0) return 0;
  const tables = await recentDeliveryTables(pool, db);
  const existing = (await db.query<{ id: string; name: string }>('SELECT id, name FROM cities')).rows;
  const names = new Set(existing.map((c) => c.name.toLowerCase()));
  const ids = new Set(existing.map((c) => c.id));
  // The directory marks the lesser of two same-named districts ('Aurangabad(BH)'): the plain one names first.
  const marked = (d: UncoveredDistrict) => (d.district.includes('(') ? 1 : 0);
  const columns: [string[], string[], string[], number[], string[], string[]] = [[], [], [], [], [], []];
  for (const d of [...districts].sort((a, b) => marked(a) - marked(b))) {
    const tidy = tidyDistrictName(d.district);
    const name = names.has(tidy.toLowerCase()) ? `${tidy} (${d.state})` : tidy;
    const id = ids.has(slugify(name)) ? slugify(`${name} ${d.state}`) : slugify(name);
    names.add(name.toLowerCase());
    ids.add(id);
    const row = [id, name, d.state, bandFor(d, tables).delivery_charge, d.state_code, d.district] as const;
    row.forEach((value, column) => (columns[column] as (string | number)[]).push(value));
  }
  await db.query(INSERT_CITIES, columns);
  return districts.length;
}
