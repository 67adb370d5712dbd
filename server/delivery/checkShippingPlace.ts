import { type DateRange, deliveryMessages, normaliseStateName } from '../../api-schema/delivery';
import type { FieldError } from '../../api-schema/envelope';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import { unserviceableReason } from './deliveryAnswer';
import { deliveryPromise } from './deliveryPromise';
import { findPin, recentDeliveryTables, type PinRow } from './pinDirectory';

type Queryable = Pick<Pool, 'query'>;

/** The place of supply of an order (GST), the PIN's district and the delivery dates promised. */
export interface ShippingPlace {
  stateCode: string;
  stateName: string;
  district: string;
  promise: DateRange;
}

const refuse = (field: string, message: string): never => {
  const errors: FieldError[] = [{ field: `shippingInfo.${field}`, message }];
  throw new HttpError(400, message, errors);
};

const namesOf = (row: PinRow) => [row.state, ...row.state_aliases].map(normaliseStateName);

/**
 * Refuses (400, field error) a PIN that does not exist, that we cannot deliver to, or that contradicts the
 * state or the chosen city. Nothing is written. (The PIN's cash-on-delivery ceiling is the quote's: codRules.ts.)
 * `db` is the order's connection; `pool` keys the delivery tables read a minute at most ago. The promise is
 * for an order placed at `orderedAt`.
 */
export async function checkShippingPlace(
  pool: Pool,
  db: Queryable,
  ship: { state: string; pincode: string },
  cityId: string,
  orderedAt = new Date(),
): Promise<ShippingPlace> {
  const rows = await findPin(db, ship.pincode);
  if (rows.length === 0) return refuse('pincode', deliveryMessages.pinUnknown);
  const typed = normaliseStateName(ship.state);
  const pin = rows.find((row) => namesOf(row).includes(typed));
  if (!pin) return refuse('state', deliveryMessages.stateMismatch(ship.pincode, rows[0]!.state));
  const reason = unserviceableReason(pin);
  if (reason) return refuse('pincode', reason);
  if (pin.city_id ? pin.city_id !== cityId : !pin.state_city_ids.includes(cityId)) {
    return refuse('city', deliveryMessages.cityMismatch(ship.pincode, `${pin.city_name ?? pin.place}, ${pin.state}`));
  }
  const tables = await recentDeliveryTables(pool, db);
  const promise = deliveryPromise(pin, tables, orderedAt);
  return { stateCode: pin.state_code, stateName: pin.state, district: pin.district, promise };
}
