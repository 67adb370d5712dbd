import type { Config } from '../config';

/** Every rate limit of the API in one place: requests allowed per key (an address, or a shopper) per window. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
  /** What the shopper reads; "Please try again in N seconds." is appended. */
  message: string;
}

export type RateLimitName =
  'orders' | 'ordersPerAddress' | 'quotes' | 'contact' | 'contactPerAddress' | 'tracking' | 'signIn';
export type RateLimits = Record<RateLimitName, RateLimit>;

const ORDERS_MESSAGE = 'Too many orders from your connection in a short time.';
const CONTACT_MESSAGE = 'Too many messages from your connection in a short time.';

/**
 * Orders and messages count per shopper (email and phone) with a higher ceiling per address: many Indian
 * mobile shoppers share one carrier-NAT address and must not lock each other out during a sale, while one
 * script on one address still cannot flood. Lookups stay per address: a guessing script has no shopper key.
 * Generous for a person (nobody places 10 orders a minute), tight for a script. Set by RATE_LIMIT_* (config.ts).
 */
export const rateLimitsFrom = (c: Partial<Config> = {}): RateLimits => ({
  orders: { limit: c.RATE_LIMIT_ORDERS_PER_SHOPPER ?? 10, windowSeconds: 60, message: ORDERS_MESSAGE },
  ordersPerAddress: { limit: c.RATE_LIMIT_ORDERS_PER_ADDRESS ?? 60, windowSeconds: 60, message: ORDERS_MESSAGE },
  // Checkout asks for a price when the city, payment or coupon changes; a script guessing coupon codes cannot go fast.
  quotes: { limit: 120, windowSeconds: 60, message: 'Too many price checks from your connection in a short time.' },
  contact: { limit: c.RATE_LIMIT_CONTACT_PER_SHOPPER ?? 5, windowSeconds: 60, message: CONTACT_MESSAGE },
  contactPerAddress: { limit: c.RATE_LIMIT_CONTACT_PER_ADDRESS ?? 30, windowSeconds: 60, message: CONTACT_MESSAGE },
  tracking: {
    limit: c.RATE_LIMIT_TRACKING ?? 30,
    windowSeconds: 60,
    message: 'Too many order lookups from your connection in a short time.',
  },
  // The operator desk's sign-in; repeated wrong passwords for one e-mail also slow that address (http/operator/signInThrottle.ts).
  signIn: {
    limit: c.RATE_LIMIT_SIGN_IN ?? 10,
    windowSeconds: 300,
    message: 'Too many sign-in attempts from your connection.',
  },
});

export const RATE_LIMITS: RateLimits = rateLimitsFrom();
