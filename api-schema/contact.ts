import * as z from 'zod/mini';
import { messages } from './messages';
import { emailField, optionalPhoneField, optionalText, requiredText } from './rules';

/** docs/product.md §5 contact form, also the POST /contact payload. */
export const contactInput = z.strictObject({
  name: requiredText(messages.nameRequired, 100),
  email: emailField,
  phone: optionalPhoneField,
  subject: optionalText(200),
  message: requiredText(messages.messageRequired, 5000),
});

export type ContactInput = z.input<typeof contactInput>;
