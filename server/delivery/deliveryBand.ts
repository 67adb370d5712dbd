import type { DeliveryBand, DeliveryTables, PinRow } from './pinDirectory';

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
export function bandFor(
  pin: Pick<PinRow, 'remote_band' | 'latitude' | 'longitude'>,
  tables: DeliveryTables,
): DeliveryBand {
  const remote = pin.remote_band && tables.bands.find((b) => b.band === pin.remote_band);
  if (remote) return remote;
  const km = distanceKm(tables.dispatch, pin);
  const byDistance = tables.bands.filter((b) => b.up_to_km !== null);
  const band = byDistance.find((b) => km <= b.up_to_km!) ?? byDistance.at(-1);
  if (!band) throw new Error('delivery_bands has no distance band');
  return band;
}
