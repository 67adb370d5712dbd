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
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, `Please keep this under ${max} characters`));

export const optionalText = (max = 200) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `Please keep this under ${max} characters`)), '');

export const emailField = z
  .string(messages.emailRequired)
  .check(z.trim(), z.minLength(1, messages.emailRequired), z.refine(isEmail, messages.emailInvalid));

export const phoneField = z
  .string(messages.phoneRequired)
  .check(z.trim(), z.minLength(1, messages.phoneRequired), z.refine(isPhone, messages.phoneInvalid));

export const optionalPhoneField = z._default(
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || isPhone(v), messages.phoneInvalid),
  ),
  '',
);

export const pinField = z
  .string(messages.pinRequired)
  .check(z.trim(), z.minLength(1, messages.pinRequired), z.refine(isPin, messages.pinInvalid));
