import type { Pool } from '../db/pool';

type Queryable = Pick<Pool, 'query'>;

/** One PIN in one state, with what the shop's tables say about delivering there. */
export interface PinRow {
  pincode: string;
  place: string;
  district: string;
  state_code: string;
  state: string;
  state_aliases: string[];
  latitude: number;
  longitude: number;
  /** Our active delivery city the PIN lies in, if any. */
  city_id: string | null;
  city_name: string | null;
  /** Our active cities in the PIN's state (none: we do not deliver in that state). */
  state_city_ids: string[];
  unserviceable_reason: string | null;
  remote_band: string | null;
}

/** The PIN's rows, the state most of its post offices lie in first; empty when the PIN does not exist. */
export async function findPin(db: Queryable, pincode: string): Promise<PinRow[]> {
  const { rows } = await db.query<PinRow>({
    name: 'find-pin',
    text: `SELECT p.pincode, p.place, p.district, p.state_code, s.name AS state, s.aliases AS state_aliases, p.latitude, p.longitude,
       city.id AS city_id, city.name AS city_name,
       ARRAY(SELECT DISTINCT cd.city_id FROM city_districts cd JOIN cities c ON c.id = cd.city_id AND c.active
             WHERE cd.state_code = p.state_code ORDER BY cd.city_id) AS state_city_ids,
       u.reason AS unserviceable_reason, r.band AS remote_band
     FROM pin_codes p
     JOIN gst_states s ON s.code = p.state_code
     LEFT JOIN LATERAL (
       SELECT c.id, c.name FROM city_districts cd JOIN cities c ON c.id = cd.city_id AND c.active
       WHERE cd.state_code = p.state_code AND (cd.district IS NULL OR cd.district = p.district)
       ORDER BY cd.district NULLS LAST LIMIT 1
     ) city ON true
     LEFT JOIN unserviceable_pincodes u ON u.pincode = p.pincode
     LEFT JOIN remote_states r ON r.state_code = p.state_code
     WHERE p.pincode = $1
     ORDER BY p.offices DESC, p.state_code`,
    values: [pincode],
  });
  return rows;
}

export interface DeliveryBand {
  band: string;
  up_to_km: number | null;
  transit_min_days: number;
  transit_max_days: number;
  express: boolean;
  cod_limit: number | null;
  /** The delivery charge of the districts given a city by their zone (server/delivery/districtCities.ts). */
  delivery_charge: number;
}

export interface DeliveryTables {
  bands: DeliveryBand[];
  holidays: Set<string>;
  dispatch: { latitude: number; longitude: number };
}

/** Where parcels leave from: the shop's warehouse in Bandra West, Mumbai. */
export const DISPATCH_PINCODE = '400050';

export async function deliveryTables(db: Queryable): Promise<DeliveryTables> {
  // One round trip: inside an order's transaction every statement waits for the one before.
  const { rows } = await db.query<{
    bands: DeliveryBand[];
    holidays: string[];
    dispatch: DeliveryTables['dispatch'] | null;
  }>({
    name: 'delivery-tables',
    text: `SELECT
       (SELECT coalesce(json_agg(b ORDER BY b.up_to_km NULLS LAST, b.band), '[]') FROM delivery_bands b) AS bands,
       ARRAY(SELECT to_char(day, 'YYYY-MM-DD') FROM holidays WHERE day >= current_date - 1) AS holidays,
       (SELECT json_build_object('latitude', latitude, 'longitude', longitude) FROM pin_codes WHERE pincode = $1 LIMIT 1)
         AS dispatch`,
    values: [DISPATCH_PINCODE],
  });
  const { bands, holidays, dispatch } = rows[0]!;
  if (!dispatch) throw new Error(`The PIN directory lacks the dispatch PIN ${DISPATCH_PINCODE}`);
  return { bands, holidays: new Set(holidays), dispatch };
}

const TABLES_TTL_MS = 60_000;
const recent = new WeakMap<Pool, { value: Promise<DeliveryTables>; until: number }>();

/**
 * The delivery tables as read at most a minute ago from this database (they change only with a
 * migration). `db` reads them when due: pass the order's own connection inside its transaction, as a
 * pool query there could wait for a connection the order itself holds.
 */
export function recentDeliveryTables(pool: Pool, db: Queryable = pool): Promise<DeliveryTables> {
  let kept = recent.get(pool);
  if (!kept || kept.until < Date.now()) {
    const value = deliveryTables(db);
    recent.set(pool, (kept = { value, until: Date.now() + TABLES_TTL_MS }));
    value.catch(() => recent.delete(pool));
  }
  return kept.value;
}
