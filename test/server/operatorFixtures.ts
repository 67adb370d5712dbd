import { addOperator, deskHeaders, signInToDesk, type DeskCredentials } from '../../server/http/operator';
import type { TestShop } from './testShop';

export const OPERATOR = { email: 'owner@jholaandco.in', password: 'correct horse battery staple' };

const signedIn = new WeakMap<TestShop, Promise<DeskCredentials>>();

/** The test shop's operator, signed in once per shop: cookie + CSRF headers for desk requests. */
export async function operatorHeaders(shop: TestShop): Promise<Record<string, string>> {
  let credentials = signedIn.get(shop);
  if (!credentials) {
    credentials = (async () => {
      await addOperator(shop.pool, OPERATOR.email, OPERATOR.password);
      return signInToDesk((path, init) => shop.app.request(path, init), OPERATOR.email, OPERATOR.password);
    })();
    signedIn.set(shop, credentials);
  }
  return deskHeaders(await credentials);
}
