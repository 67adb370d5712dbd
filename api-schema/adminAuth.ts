import * as z from 'zod/mini';

/** Header every state-changing /api/admin call carries: the session's CSRF token. */
export const CSRF_HEADER = 'X-CSRF-Token';

export const SIGN_IN_FAILED = 'That email and password do not match an operator account.';
export const SIGNED_OUT = 'Please sign in to the shop desk.';
export const lockedMessage = (minutes: number) =>
  `This account is locked after repeated failed sign-ins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

export const signInInput = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(1, 'Please enter your email'), z.maxLength(200)),
  password: z.string().check(z.minLength(1, 'Please enter your password'), z.maxLength(200)),
});
export type SignInInput = z.input<typeof signInInput>;

/** Operator passwords: long enough to resist guessing once the lockout is the only guard left. */
export const MIN_PASSWORD_LENGTH = 12;

export const operatorSession = z.object({
  operator: z.object({ id: z.string(), email: z.string() }),
  csrfToken: z.string(),
});
export type OperatorSession = z.infer<typeof operatorSession>;
