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

// A number in a query string as the document reads it: digits (a sign, a fraction, an exponent). z.coerce
// alone also takes "", " 12" and "0x10" (as 0, 12 and 16), which the document calls invalid.
const NUMBER_TEXT = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/** The query keys the document types as numbers (from the same JSON Schema openapi/document.ts writes). */
function numericKeys(schema: z.ZodMiniType): string[] {
  const { properties = {} } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: unknown }>;
  };
  return Object.keys(properties).filter((key) => ['integer', 'number'].includes(String(properties[key]!.type)));
}

// PostgreSQL's integer: every number the API takes (rupees, counts, pages, quantities) is stored or compared as one,
// so a number beyond it is the sender's mistake, named by its field, never a database error.
const LARGEST = 2_147_483_647;
const TOO_LARGE = 'This number is too large';

/** Every number of the parsed input beyond PostgreSQL's integer, by its path. */
function outOfRange(value: unknown, path: string[] = []): { field: string; message: string }[] {
  if (typeof value === 'number')
    return Number.isFinite(value) && Math.abs(value) <= LARGEST ? [] : [{ field: path.join('.'), message: TOO_LARGE }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => outOfRange(inner, [...path, key]));
}

/** zValidator with the envelope's 400: the first field message on top, every field's message in `errors`. */
export const validate = <T extends z.ZodMiniType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) => {
  const numbers = target === 'query' ? numericKeys(schema) : [];
  return zValidator(target, schema, (result, c) => {
    // Hono reads a non-JSON body as {}, which would blame every field instead of the real mistake.
    if (target === 'json' && !JSON_TYPE.test(c.req.header('Content-Type') ?? '')) {
      return fail(c, 415, 'Please send the request body as JSON (Content-Type: application/json).');
    }
    const notNumbers = numbers
      .filter((key) => c.req.query(key) !== undefined && !NUMBER_TEXT.test(c.req.query(key)!))
      .map((field) => ({ field, message: `${field} must be a number` }));
    if (notNumbers.length) return fail(c, 400, notNumbers[0]!.message, notNumbers);
    if (result.success) {
      const tooLarge = outOfRange(result.data);
      return tooLarge.length ? fail(c, 400, tooLarge[0]!.message, tooLarge) : undefined;
    }
    const errors = toFieldErrors(perField(result.error.issues));
    return fail(c, 400, errors[0]?.message ?? 'Invalid request', errors);
  });
};
