import type { DateRange } from '../../api-schema/delivery';
import { addBusinessDays, indianDate } from './businessDays';
import { bandFor } from './deliveryBand';
import type { Pool } from '../db/pool';
import { type DeliveryTables, deliveryTables, findPin, type PinRow } from './pinDirectory';

/** docs/product.md §9: processing takes 1-2 business days before the parcel leaves. */
const PROCESSING_DAYS = { min: 1, max: 2 };

/**
 * THE delivery promise (docs/decisions/018-delivery-by-pin.md): the dates an order placed at `orderedAt` to
 * this PIN arrives between — processing plus the transit of the PIN's band, Sundays and holidays skipped, as
 * India calendar dates. The product page, cart and checkout ask it with "now"; the order stores it when placed.
 */
export function deliveryPromise(
  pin: Pick<PinRow, 'remote_band' | 'latitude' | 'longitude'>,
  tables: DeliveryTables,
  orderedAt: Date,
): DateRange {
  const band = bandFor(pin, tables);
  const today = indianDate(orderedAt);
  return {
    earliest: addBusinessDays(today, PROCESSING_DAYS.min + band.transit_min_days, tables.holidays),
    latest: addBusinessDays(today, PROCESSING_DAYS.max + band.transit_max_days, tables.holidays),
  };
}

/** The promise for an order to `pincode` placed at `orderedAt`, or null when the directory lacks the PIN. */
export async function promiseForPin(
  db: Pick<Pool, 'query'>,
  pincode: string,
  orderedAt: Date,
): Promise<DateRange | null> {
  const [pin] = await findPin(db, pincode);
  return pin ? deliveryPromise(pin, await deliveryTables(db), orderedAt) : null;
}
