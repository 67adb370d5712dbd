import { useQuery } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import { type DeliveryAnswer, deliveryMessages } from '../../../api-schema/delivery';
import { isPin } from '../../../api-schema/rules';
import { serverMessage } from '../../api/http';
import { readRememberedPin, rememberPin } from '../../lib/rememberedPin';
import { deliveryQueries } from '../delivery/deliveryQueries';
import type { CheckoutErrors, CheckoutValues } from './checkoutValues';
import { pinContradictions } from './pinContradictions';

export interface PinPlace {
  /** What the PIN contradicts (or that we do not serve it), to show on the fields at once. */
  errors: CheckoutErrors;
  /** The shop's answer for a complete PIN, once it arrived. */
  answer?: DeliveryAnswer;
  checking: boolean;
}

/**
 * The PIN drives the place (docs/decisions/018-delivery-by-pin.md): the remembered PIN prefills an empty form;
 * each newly answered PIN fills State and City (every district we serve is a city).
 */
export function usePinPlace(values: CheckoutValues, setValues: Dispatch<SetStateAction<CheckoutValues>>): PinPlace {
  const pin = values.pincode.trim();
  const valid = pin.length === 6 && isPin(pin);
  const answer = useQuery({ ...deliveryQueries.pin(pin), enabled: valid });
  const filledFor = useRef<string | null>(null);

  useEffect(() => {
    const remembered = readRememberedPin();
    if (remembered) setValues((v) => (v.pincode ? v : { ...v, pincode: remembered }));
  }, [setValues]);

  const data = valid ? answer.data : undefined;
  useEffect(() => {
    if (!data || filledFor.current === data.pincode) return;
    filledFor.current = data.pincode;
    rememberPin(data.pincode);
    setValues((v) => ({ ...v, state: data.state, city: data.cityId ?? v.city }));
  }, [data, setValues]);

  if (!valid) return { errors: {}, checking: false };
  // Only an unknown PIN is the shopper's to fix; if the check itself failed, the server decides on submit.
  if (answer.isError) {
    const unknown = serverMessage(answer.error) === deliveryMessages.pinUnknown;
    return { errors: unknown ? { pincode: deliveryMessages.pinUnknown } : {}, checking: false };
  }
  return { errors: data ? pinContradictions(values, data) : {}, answer: data, checking: answer.isPending };
}
