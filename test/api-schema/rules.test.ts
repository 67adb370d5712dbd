import { describe, expect, it } from 'vitest';
import { contactInput } from '../../api-schema/contact';
import { isEmail, isPhone, isPin } from '../../api-schema/rules';

describe('email (docs/product.md §5)', () => {
  it.each(['priya@example.in', 'A.B+tag@Mail.Example.COM', 'x_y%z@sub.domain.co', '  priya@example.in  '])(
    'accepts %s',
    (email) => {
      expect(isEmail(email)).toBe(true);
    },
  );
  it.each([
    '',
    'priya',
    'priya@',
    '@example.in',
    'priya@example',
    'priya@example.i',
    'priya example@x.in',
    'priya@exa mple.in',
  ])('rejects %o', (email) => expect(isEmail(email)).toBe(false));
});

describe('phone (docs/product.md §5)', () => {
  it.each(['9876543210', '+919876543210', '+91 98765 43210', ' 98765\t43210 ', '123456789012345'])(
    'accepts %o',
    (phone) => {
      expect(isPhone(phone)).toBe(true);
    },
  );
  it.each([
    '',
    '987654321',
    '1234567890123456',
    '98765-43210',
    '++919876543210',
    '91+9876543210',
    '(987) 654 3210',
    'phone',
  ])('rejects %o', (phone) => expect(isPhone(phone)).toBe(false));
});

describe('PIN code (docs/product.md §5)', () => {
  it.each(['110001', '411001', '999999', ' 560001 '])('accepts %o', (pin) => expect(isPin(pin)).toBe(true));
  it.each(['', '011001', '000000', '41100', '4110011', '41100a', '411 001'])('rejects %o', (pin) =>
    expect(isPin(pin)).toBe(false),
  );
});

describe('contact form schema', () => {
  const valid = { name: 'Ravi', email: 'ravi@example.in', message: 'Hello' };
  it('defaults the optional phone and subject to empty', () => {
    expect(contactInput.parse(valid)).toEqual({ ...valid, phone: '', subject: '' });
  });
  it.each([
    [{ name: ' ' }, 'Full name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'x@y' }, 'Invalid email address'],
    [{ phone: '123' }, 'Invalid phone number'],
    [{ message: '' }, 'Message is required'],
  ])('%o → %s', (change, message) => {
    const result = contactInput.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
