import * as z from 'zod/mini';
import { ok } from './envelope';

/** A calendar date in India, 'YYYY-MM-DD' (a plain string: a regex check would grow the shared framework chunk). */
const isoDate = z.string();

export const dateRange = z.object({ earliest: isoDate, latest: isoDate });

/** GET /delivery/{pincode}: what the shop knows about a PIN and how it would deliver there. */
export const deliveryAnswer = z.object({
  pincode: z.string(),
  place: z.string(),
  district: z.string(),
  state: z.string(),
  /** The GST state code (two digits), e.g. '29' for Karnataka. */
  stateCode: z.string(),
  /** Other states a border PIN also serves (rare). */
  otherStates: z.array(z.string()),
  /** Every name a shopper may type for the PIN's state(s), e.g. 'Odisha' and 'Orissa'. */
  stateNames: z.array(z.string()),
  /** The id of our delivery city the PIN lies in, when it lies in one. */
  cityId: z.nullable(z.string()),
  cityName: z.nullable(z.string()),
  /** Our delivery cities in the PIN's state: a PIN outside our cities goes with one of these. */
  citiesInState: z.array(z.string()),
  serviceable: z.boolean(),
  /** Why not, when not serviceable. */
  reason: z.nullable(z.string()),
  codAvailable: z.boolean(),
  /**
   * The highest order total payable in cash here, the checkout's own limit (the PIN's ceiling and, while the
   * shop takes UPI, its COD limit); null when cash on delivery is not available, or available with no limit.
   */
  codLimit: z.nullable(z.number()),
  /** Standard delivery: processing plus transit, Sundays and holidays skipped; null when not serviceable. */
  estimate: z.nullable(dateRange),
  /** Express delivery (1-2 business days), where offered. */
  express: z.nullable(dateRange),
});

export const deliveryResponse = ok(z.object({ delivery: deliveryAnswer }));

export type DeliveryAnswer = z.infer<typeof deliveryAnswer>;
export type DateRange = z.infer<typeof dateRange>;

/** Texts of the PIN check (docs/product.md §5's 'Invalid PIN code' stays in messages.ts). */
export const deliveryMessages = {
  pinUnknown: 'We could not find this PIN code',
  notServiceable: 'We do not deliver to this PIN code yet',
  stateMismatch: (pin: string, state: string) => `PIN code ${pin} is in ${state}`,
  cityMismatch: (pin: string, place: string) => `PIN code ${pin} is in ${place}, not in the chosen city`,
  codLimit: (limit: string) => `Cash on delivery to this PIN code is available for orders up to ${limit}`,
} as const;

/** Spelling-insensitive state comparison: case, '&' for 'and', punctuation and spaces do not matter. */
export const normaliseStateName = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, '');
