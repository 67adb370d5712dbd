import * as z from 'zod/mini';
import { messages } from './messages';

/** docs/product.md §5 format rules as plain predicates, shared by zod schemas and form code. */
const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;
const PHONE = /^\+?\d{10,15}$/;
const PIN = /^[1-9]\d{5}$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());
export const isPhone = (value: string) => PHONE.test(value.replace(/\s/g, ''));
export const isPin = (value: string) => PIN.test(value.trim());

/** A trimmed string that must not be empty. */
export const requiredText = (message: string, max = 200) =>
  z
    .string(message)
    .check(z.maxLength(max, `Please keep this under ${max} characters`), z.trim(), z.minLength(1, message));

export const optionalText = (max = 200) =>
  z._default(z.string().check(z.maxLength(max, `Please keep this under ${max} characters`), z.trim()), '');

/*
 * The same rules as JSON Schema patterns for the OpenAPI document (server/http/openapi), attached as metadata:
 * a refine keeps zod's regex checks out of the shop's bundle. The patterns allow the spaces the fields trim.
 */
const PHONE_PATTERN = '\\s*\\+?(\\s*[0-9]){10,15}\\s*';
export const RULE_PATTERNS = {
  email: '^\\s*[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}\\s*$',
  phone: `^${PHONE_PATTERN}$`,
  optionalPhone: `^(\\s*|${PHONE_PATTERN})$`,
  pin: '^\\s*[1-9][0-9]{5}\\s*$',
} as const;

export const emailField = z
  .string(messages.emailRequired)
  .check(z.trim(), z.minLength(1, messages.emailRequired), z.refine(isEmail, messages.emailInvalid))
  .register(z.globalRegistry, { pattern: RULE_PATTERNS.email, examples: ['priya.sharma@example.in'] });

export const phoneField = z
  .string(messages.phoneRequired)
  .check(z.trim(), z.minLength(1, messages.phoneRequired), z.refine(isPhone, messages.phoneInvalid))
  .register(z.globalRegistry, { pattern: RULE_PATTERNS.phone, examples: ['+91 98765 43210'] });

export const optionalPhoneField = z._default(
  z
    .string()
    .check(
      z.trim(),
      z.refine((v) => v === '' || isPhone(v), messages.phoneInvalid),
    )
    .register(z.globalRegistry, { pattern: RULE_PATTERNS.optionalPhone, examples: ['+91 98765 43210'] }),
  '',
);

export const pinField = z
  .string(messages.pinRequired)
  .check(z.trim(), z.minLength(1, messages.pinRequired), z.refine(isPin, messages.pinInvalid))
  .register(z.globalRegistry, { pattern: RULE_PATTERNS.pin, examples: ['411001'] });
