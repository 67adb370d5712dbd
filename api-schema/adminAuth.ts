import * as z from 'zod/mini';

/** Header every state-changing /api/admin call carries: the session's CSRF token. */
export const CSRF_HEADER = 'X-CSRF-Token';

export const SIGN_IN_FAILED = 'That email and password do not match an operator account.';
export const SIGNED_OUT = 'Please sign in to the shop desk.';
const inWords = (seconds: number) => {
  const [n, unit] = seconds <= 90 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
};
/** After repeated wrong passwords for one email from one connection (the same words for any email). */
export const throttledMessage = (seconds: number) =>
  `Too many failed sign-ins for this email from your connection. Please try again in ${inWords(seconds)}.`;

export const signInInput = z.strictObject({
  email: z.string().check(z.maxLength(200), z.trim(), z.minLength(1, 'Please enter your email')),
  password: z.string().check(z.minLength(1, 'Please enter your password'), z.maxLength(200)),
});
export type SignInInput = z.input<typeof signInInput>;

/** Operator passwords: long enough to resist guessing spread over many addresses, which the per-address throttle cannot slow. */
export const MIN_PASSWORD_LENGTH = 12;

export const operatorSession = z.object({
  operator: z.object({ id: z.string(), email: z.string() }),
  csrfToken: z.string(),
});
export type OperatorSession = z.infer<typeof operatorSession>;
