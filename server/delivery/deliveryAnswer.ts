import type { DeliveryAnswer } from '../../api-schema/delivery';
import { addBusinessDays, indianDate } from './businessDays';
import type { DeliveryBand, DeliveryTables, PinRow } from './pinDirectory';

/** docs/product.md §9: processing takes 1-2 business days; express delivery arrives in 1-2 business days in all. */
const PROCESSING_DAYS = { min: 1, max: 2 };
const EXPRESS_DAYS = { min: 1, max: 2 };

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The remote band when the state has one, else the first distance band that reaches the PIN. */
export function bandFor(pin: PinRow, tables: DeliveryTables): DeliveryBand {
  const remote = pin.remote_band && tables.bands.find((b) => b.band === pin.remote_band);
  if (remote) return remote;
  const km = distanceKm(tables.dispatch, pin);
  const byDistance = tables.bands.filter((b) => b.up_to_km !== null);
  const band = byDistance.find((b) => km <= b.up_to_km!) ?? byDistance.at(-1);
  if (!band) throw new Error('delivery_bands has no distance band');
  return band;
}

/** Why the shop cannot deliver to this PIN, or null when it can. */
export const unserviceableReason = (pin: PinRow): string | null =>
  pin.unserviceable_reason ?? (pin.state_city_ids.length > 0 ? null : `We do not deliver in ${pin.state} yet`);

/** The answer of GET /delivery/{pincode} for a PIN's rows (the first is its main state). */
export function deliveryAnswer(rows: readonly PinRow[], tables: DeliveryTables, now: Date): DeliveryAnswer {
  const pin = rows[0]!;
  const reason = unserviceableReason(pin);
  const band = bandFor(pin, tables);
  const today = indianDate(now);
  const after = (days: number) => addBusinessDays(today, days, tables.holidays);
  const serviceable = reason === null;
  const codLimit = serviceable ? band.cod_limit : null;
  return {
    pincode: pin.pincode,
    place: pin.place,
    district: pin.district,
    state: pin.state,
    stateCode: pin.state_code,
    otherStates: rows.slice(1).map((r) => r.state),
    stateNames: rows.flatMap((r) => [r.state, ...r.state_aliases]),
    cityId: pin.city_id,
    cityName: pin.city_name,
    citiesInState: pin.state_city_ids,
    serviceable,
    reason,
    codAvailable: codLimit !== null,
    codLimit,
    estimate: serviceable
      ? {
          earliest: after(PROCESSING_DAYS.min + band.transit_min_days),
          latest: after(PROCESSING_DAYS.max + band.transit_max_days),
        }
      : null,
    express:
      serviceable && band.express ? { earliest: after(EXPRESS_DAYS.min), latest: after(EXPRESS_DAYS.max) } : null,
  };
}
