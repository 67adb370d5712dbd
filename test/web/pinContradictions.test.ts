import { describe, expect, it } from 'vitest';
import type { DeliveryAnswer } from '../../api-schema/delivery';
import { emptyCheckoutValues } from '../../src/features/checkout/checkoutValues';
import { pinContradictions } from '../../src/features/checkout/pinContradictions';

const bhubaneswar: DeliveryAnswer = {
  pincode: '751001',
  place: 'Bhubaneswar',
  district: 'Khorda',
  state: 'Odisha',
  stateCode: '21',
  otherStates: [],
  stateNames: ['Odisha', 'Orissa'],
  cityId: 'bhubaneswar',
  cityName: 'Bhubaneswar',
  citiesInState: ['bhubaneswar'],
  serviceable: true,
  reason: null,
  codAvailable: true,
  codLimit: 50000,
  estimate: { earliest: '2026-11-25', latest: '2026-11-27' },
  express: null,
};
const form = (state: string, city: string) => ({ ...emptyCheckoutValues, state, city, pincode: '751001' });

describe('what the PIN contradicts at checkout', () => {
  it('accepts the state in any accepted spelling and case, and the city the PIN lies in', () => {
    expect(pinContradictions(form('orissa', 'bhubaneswar'), bhubaneswar)).toEqual({});
    expect(pinContradictions(form(' ODISHA ', ''), bhubaneswar)).toEqual({});
  });

  it('explains a wrong state on State and a wrong city on City, in the server’s words', () => {
    expect(pinContradictions(form('Goa', 'bhubaneswar'), bhubaneswar)).toEqual({
      state: 'PIN code 751001 is in Odisha',
    });
    expect(pinContradictions(form('Odisha', 'mumbai'), bhubaneswar)).toEqual({
      city: 'PIN code 751001 is in Bhubaneswar, Odisha, not in the chosen city',
    });
  });

  it('lets a PIN outside our cities go with any of our cities in its state, and flags PINs we do not serve', () => {
    const rural = { ...bhubaneswar, cityId: null, cityName: null, place: 'Jatni', citiesInState: ['bhubaneswar'] };
    expect(pinContradictions(form('Odisha', 'bhubaneswar'), rural)).toEqual({});
    const island = { ...bhubaneswar, serviceable: false, reason: 'No courier service to the Lakshadweep islands' };
    expect(pinContradictions(form('Odisha', 'bhubaneswar'), island)).toEqual({ pincode: island.reason });
  });
});
