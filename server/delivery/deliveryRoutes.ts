import { Hono } from 'hono';
import { deliveryMessages, deliveryResponse } from '../../api-schema/delivery';
import { messages } from '../../api-schema/messages';
import { isPin } from '../../api-schema/rules';
import type { AppDeps } from '../http/appDeps';
import { cachedJson } from '../http/cachedJson';
import { describe, failed, notModified, unavailable, succeeded } from '../http/openapi/describe';
import { HttpError, notFound } from '../http/respond';
import { ResponseCache } from '../http/responseCache';
import { indianDate } from './businessDays';
import { codRulesOf } from './codRules';
import { deliveryAnswer } from './deliveryAnswer';
import { findPin, recentDeliveryTables } from './pinDirectory';

export function deliveryRoutes({ pool, payments }: AppDeps) {
  const cod = codRulesOf(payments);
  // Its own cache, so shoppers' PIN look-ups never evict catalogue pages; answers change at most daily.
  const cache = new ResponseCache(2000, 60_000);
  // Bands, holidays and the dispatch point change rarely: read once a minute, not on every look-up.
  const currentTables = () => recentDeliveryTables(pool);
  return new Hono().get(
    '/:pincode',
    describe({
      summary: 'Delivery to a PIN code: place, serviceability, cash on delivery and dates',
      tags: ['Delivery'],
      pathIds: { pincode: 'A six-digit Indian PIN code' },
      pathPatterns: { pincode: '^[1-9][0-9]{5}$' },
      responses: {
        200: succeeded('What the shop knows about the PIN', deliveryResponse),
        304: notModified,
        400: failed('Not a valid PIN code'),
        404: failed('We could not find this PIN code'),
        503: unavailable,
      },
    }),
    (c) => {
      const pincode = c.req.param('pincode');
      if (!isPin(pincode) || pincode.length !== 6)
        throw new HttpError(400, messages.pinInvalid, [{ field: 'pincode', message: messages.pinInvalid }]);
      const now = new Date();
      return cachedJson(c, cache, `delivery:${pincode}:${indianDate(now)}`, async () => {
        const rows = await findPin(pool, pincode);
        if (rows.length === 0) throw notFound(deliveryMessages.pinUnknown);
        return { delivery: deliveryAnswer(rows, await currentTables(), now, cod) };
      });
    },
  );
}
