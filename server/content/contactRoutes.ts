import { Hono } from 'hono';
import { contactInput } from '../../api-schema/contact';
import type { AppDeps } from '../http/appDeps';
import { ok } from '../http/respond';
import { validate } from '../http/validate';

export function contactRoutes({ pool, limit }: AppDeps) {
  return new Hono().post('/', limit('contact'), validate('json', contactInput), async (c) => {
    const m = c.req.valid('json');
    const { rows } = await pool.query<{ id: number }>(
      'INSERT INTO contact_messages (name, email, phone, subject, message) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [m.name, m.email, m.phone, m.subject, m.message],
    );
    return ok(c, { id: String(rows[0]!.id) }, 201);
  });
}
