import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import * as z from 'zod/mini';
import { toFieldErrors } from '../../api-schema/envelope';
import { fail } from './respond';

// zod/mini ships without messages ('Invalid input'); the English locale covers the issues
// api-schema does not word itself.
z.config(z.locales.en());

type Issue = z.core.$ZodIssue;

/** A strict object's unknown keys become one error per key, named by its own path. */
const perField = (issues: readonly Issue[]) =>
  issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key], message: `Unknown field "${key}"` }))
      : [issue],
  );

// Exactly application/json (parameters such as charset allowed): vnd.api+json, merge-patch+json and
// the like mean other semantics this API does not implement, so they get 415 as documented.
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** zValidator with the envelope's 400: the first field message on top, every field's message in `errors`. */
export const validate = <T extends z.ZodMiniType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    // Hono reads a non-JSON body as {}, which would blame every field instead of the real mistake.
    if (target === 'json' && !JSON_TYPE.test(c.req.header('Content-Type') ?? '')) {
      return fail(c, 415, 'Please send the request body as JSON (Content-Type: application/json).');
    }
    if (result.success) return;
    const errors = toFieldErrors(perField(result.error.issues));
    return fail(c, 400, errors[0]?.message ?? 'Invalid request', errors);
  });
