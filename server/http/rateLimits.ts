/** Every rate limit of the API in one place: requests allowed per client address per window. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
  /** What the shopper reads; "Please try again in N seconds." is appended. */
  message: string;
}

export type RateLimitName = 'orders' | 'contact' | 'tracking' | 'signIn';
export type RateLimits = Record<RateLimitName, RateLimit>;

// Generous for a person (nobody places 10 orders a minute), tight for a script.
export const RATE_LIMITS: RateLimits = {
  orders: { limit: 10, windowSeconds: 60, message: 'Too many orders from your connection in a short time.' },
  contact: { limit: 5, windowSeconds: 60, message: 'Too many messages from your connection in a short time.' },
  tracking: { limit: 30, windowSeconds: 60, message: 'Too many order lookups from your connection in a short time.' },
  // The operator desk's sign-in; repeated wrong passwords for one e-mail also slow that address (admin/signInThrottle.ts).
  signIn: { limit: 10, windowSeconds: 300, message: 'Too many sign-in attempts from your connection.' },
};
