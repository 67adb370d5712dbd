import { trackingResponse } from '../../api-schema/orderTracking';
import {
  bodyFailures,
  failed,
  succeeded,
  tooManyRequests,
  unavailable,
  type ResponseDoc,
} from '../http/openapi/describe';

/** What transitionOrder and the body checks can answer, for either side's status change. */
export const transitionFailures = (conflict: string) => ({
  400: failed(
    'A field is wrong or missing (e.g. the return reason, the courier, an AWB that is not 5–30 letters, digits and hyphens); `errors` names each field',
  ),
  404: failed('Order not found (for a shopper also a wrong phone or email: the same answer whatever was wrong)'),
  409: failed(`The lifecycle does not allow this change: ${conflict}; the message says why`),
  ...bodyFailures,
  503: unavailable,
});

/** A shopper's cancel or return request: the tracking answer, under the tracking rate limit. */
export const shopperWriteResponses = (done: string, conflict: string): Record<number, ResponseDoc> => ({
  200: succeeded(`${done}; the order and its tracking`, trackingResponse),
  ...transitionFailures(conflict),
  429: tooManyRequests,
});
