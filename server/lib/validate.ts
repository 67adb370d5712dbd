import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type * as z from 'zod/mini';
import { toFieldErrors } from '../../api-schema/envelope';
import { fail } from './respond';

/** zValidator with the envelope's 400: the first field message on top, every field's message in `errors`. */
export const validate = <T extends z.ZodMiniType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const errors = toFieldErrors(result.error.issues);
    return fail(c, 400, errors[0]?.message ?? 'Invalid request', errors);
  });
