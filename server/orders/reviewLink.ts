import { reviewPathFor } from '../../api-schema/reviews';
import type { OrderStatus } from '../../api-schema/orderLifecycle';
import { config } from '../config';
import type { Pool } from '../db/pool';
import { reviewToken } from '../payments/paymentToken';
import { invoiceSigningSecret } from '../tax/invoiceToken';

/** The delivered message's review link (REVIEWS=on, server/reviews/); no other message carries one. */
export async function reviewPathOnDelivery(db: Pick<Pool, 'query'>, orderNumber: string, to: OrderStatus) {
  if (to !== 'delivered' || config().REVIEWS !== 'on') return undefined;
  return reviewPathFor(reviewToken(await invoiceSigningSecret(db), orderNumber));
}
