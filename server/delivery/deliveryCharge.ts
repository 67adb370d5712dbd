import { deliveryChargeFor } from '../../api-schema/money';
import type { Pool } from '../db/pool';
import { unserviceableReason } from './deliveryAnswer';
import { bandFor } from './deliveryBand';
import { deliveryTables, findPin } from './pinDirectory';

export interface DeliveryCharge {
  city: { id: string; name: string };
  /** Rupees; 0 when the goods' subtotal earns free shipping. */
  charge: number;
  /**
   * The PIN's own cash-on-delivery ceiling (its band's `cod_limit`; null: no cash there), for codRules.ts;
   * undefined without a PIN, or for one we do not know or deliver to (the order refuses those itself).
   */
  pinCodLimit?: number | null;
}

/**
 * The one place an order's delivery charge is decided: the price quote calls it for the checkout's summary
 * and for the order it places. The chosen city's charge, waived above the free-shipping threshold
 * (docs/product.md §9); undefined for an unknown or inactive city. `pincode` is the delivery PIN, for rules
 * that follow it.
 */
export async function deliveryChargeOf(
  db: Pick<Pool, 'query'>,
  place: { city: string; pincode?: string },
  subtotal: number,
): Promise<DeliveryCharge | undefined> {
  const cities = await db.query<{ id: string; name: string; delivery_charge: number }>({
    name: 'order-city',
    text: 'SELECT id, name, delivery_charge FROM cities WHERE id = $1 AND active',
    values: [place.city],
  });
  const city = cities.rows[0];
  if (!city) return undefined;
  const charge = deliveryChargeFor(subtotal, city.delivery_charge);
  return { city: { id: city.id, name: city.name }, charge, pinCodLimit: await pinCodLimit(db, place.pincode) };
}

async function pinCodLimit(db: Pick<Pool, 'query'>, pincode: string | undefined) {
  const pin = pincode ? (await findPin(db, pincode))[0] : undefined;
  if (!pin || unserviceableReason(pin)) return undefined;
  return bandFor(pin, await deliveryTables(db)).cod_limit;
}
