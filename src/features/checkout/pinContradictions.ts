import { type DeliveryAnswer, deliveryMessages, normaliseStateName } from '../../../api-schema/delivery';
import type { CheckoutErrors, CheckoutValues } from './checkoutValues';

/**
 * What the PIN's answer says against the form, in the server's words (server/delivery/checkShippingPlace.ts
 * refuses the same things), so the shopper sees it on the field before submitting.
 */
export function pinContradictions(values: CheckoutValues, answer: DeliveryAnswer): CheckoutErrors {
  const pin = answer.pincode;
  const errors: CheckoutErrors = {};
  const typedState = normaliseStateName(values.state);
  const states = answer.stateNames.map(normaliseStateName);
  if (typedState && !states.includes(typedState)) errors.state = deliveryMessages.stateMismatch(pin, answer.state);
  if (!answer.serviceable) errors.pincode = answer.reason ?? deliveryMessages.notServiceable;
  const cityFits = answer.cityId ? values.city === answer.cityId : answer.citiesInState.includes(values.city);
  if (values.city && !cityFits && !errors.state) {
    errors.city = deliveryMessages.cityMismatch(pin, `${answer.cityName ?? answer.place}, ${answer.state}`);
  }
  return errors;
}
