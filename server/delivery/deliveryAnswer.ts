import type { DeliveryAnswer } from '../../api-schema/delivery';
import { codCeiling, type CodRules } from './codRules';
import { addBusinessDays, indianDate } from './businessDays';
import { deliveryPromise } from './deliveryPromise';
import { bandFor } from './deliveryBand';
import type { DeliveryTables, PinRow } from './pinDirectory';

/** docs/product.md §9: express delivery arrives in 1-2 business days in all. */
const EXPRESS_DAYS = { min: 1, max: 2 };

/** Why the shop cannot deliver to this PIN, or null when it can. */
export const unserviceableReason = (pin: PinRow): string | null =>
  pin.unserviceable_reason ?? (pin.state_city_ids.length > 0 ? null : `We do not deliver in ${pin.state} yet`);

/**
 * The answer of GET /delivery/{pincode} for a PIN's rows (the first is its main state). Its COD limit is the
 * checkout's own (codRules.ts: the PIN's ceiling and, while the shop takes UPI, COD_LIMIT).
 */
export function deliveryAnswer(
  rows: readonly PinRow[],
  tables: DeliveryTables,
  now: Date,
  cod: { rules: CodRules; prepaidOffered: boolean },
): DeliveryAnswer {
  const pin = rows[0]!;
  const reason = unserviceableReason(pin);
  const band = bandFor(pin, tables);
  const today = indianDate(now);
  const after = (days: number) => addBusinessDays(today, days, tables.holidays);
  const serviceable = reason === null;
  const ceiling = codCeiling(cod.rules, { prepaidOffered: cod.prepaidOffered, pinLimit: band.cod_limit });
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
    codAvailable: serviceable && ceiling.available,
    codLimit: serviceable ? ceiling.limit : null,
    estimate: serviceable ? deliveryPromise(pin, tables, now) : null,
    express:
      serviceable && band.express ? { earliest: after(EXPRESS_DAYS.min), latest: after(EXPRESS_DAYS.max) } : null,
  };
}
