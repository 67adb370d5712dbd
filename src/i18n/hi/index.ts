import type { Message } from '../en';
import { knownTexts } from '../knownTexts';
import { browseHi } from './browse';
import { cartHi } from './cart';
import { checkoutHi } from './checkout';
import { commonHi } from './common';
import { infoHi } from './info';
import { ordersHi } from './orders';
import { paymentsHi } from './payments';
import { policiesHi } from './policies';
import { productHi } from './product';

/** The Hindi catalogue: one chunk, downloaded only when a shopper chooses Hindi. */
export const hi: Readonly<Record<Message, string>> = {
  ...commonHi,
  ...productHi,
  ...cartHi,
  ...browseHi,
  ...ordersHi,
  ...infoHi,
  ...policiesHi,
  ...checkoutHi,
  ...paymentsHi,
};

/** A run-time text in Hindi: the same text or a template it was filled from (tKnown). */
export const knownHi = knownTexts(hi);
