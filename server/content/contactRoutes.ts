import { Hono } from 'hono';
import { contactInput, type ContactInput } from '../../api-schema/contact';
import { shopperKey, validBody } from '../http/rateLimit';
import type { AppDeps } from '../http/appDeps';
import { bodyFailures, describe, failed, succeeded, tooManyRequests, unavailable } from '../http/openapi/describe';
import { ok } from '../http/respond';
import { contactResponse } from '../../api-schema/responses';
import { validate } from '../http/validate';

export function contactRoutes({ pool, limit }: AppDeps) {
  return new Hono().post(
    '/',
    describe({
      summary: 'Send a message from the contact form',
      tags: ['Content'],
      body: contactInput,
      responses: {
        201: succeeded('Stored; the id of the message', contactResponse),
        400: failed('A field is missing or malformed; `errors` lists each field'),
        ...bodyFailures,
        429: tooManyRequests,
        503: unavailable,
      },
    }),
    limit('contactPerAddress'),
    validate('json', contactInput),
    limit('contact', (c) => {
      const { email, phone } = validBody<ContactInput>(c);
      return shopperKey(email, phone);
    }),
    async (c) => {
      const m = c.req.valid('json');
      const { rows } = await pool.query<{ id: number }>(
        'INSERT INTO contact_messages (name, email, phone, subject, message) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [m.name, m.email, m.phone, m.subject, m.message],
      );
      return ok(c, { id: String(rows[0]!.id) }, 201);
    },
  );
}
