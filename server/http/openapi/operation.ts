import { resolver, type DescribeRouteOptions } from 'hono-openapi';
import * as z from 'zod/mini';
import { failure } from '../../../api-schema/envelope';
import { registerComponents } from './components';
import type { OperationDoc, ResponseDoc, ResponseHeaderDoc } from './describe';

/**
 * Every path id: at most 200 characters, no control character (NUL, ESC, DEL…), not only dots (`.` and
 * `..` are steps of a path, never ids). Documented on each path parameter, checked before the handler.
 */
export const PATH_ID = { pattern: '^[^\\x00-\\x1F\\x7F]*[^\\x00-\\x1F\\x7F.][^\\x00-\\x1F\\x7F]*$', maxLength: 200 };

export const seconds = z.string().check(z.regex(/^\d+$/));

/**
 * http/rateLimit.ts sends these on every answer of a rate-limited operation (one that documents 429) once
 * the limiter has counted the request: not on a 413 or a 431, answered before it.
 */
const rateLimitHeaders: Record<string, ResponseHeaderDoc> = {
  'RateLimit-Limit': { description: 'Requests allowed per window for this client (or shopper)', schema: seconds },
  'RateLimit-Remaining': { description: 'Requests left in the current window', schema: seconds },
};
const UNCOUNTED = new Set(['413', '431']);

// describe() refuses a path id off PATH_ID before the handler runs.
const badPathId: ResponseDoc = {
  description: 'A path parameter breaks its pattern (a control character, only dots, over 200 characters).',
  schema: failure,
};

// Any request can get it: Node refuses it before routing (http/clientErrors.ts).
const headersTooLarge: ResponseDoc = {
  description: 'The address or the headers are larger than 16 KB.',
  schema: failure,
};

/** A parameter's or header's schema (no body schema: those go through hono-openapi's resolver). */
function plainSchema(schema: z.ZodMiniType, io: 'input' | 'output') {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });
  if ('$defs' in rest) throw new Error('A parameter or header schema refers to a named schema');
  return rest as Record<string, unknown>;
}

const pathIdNames = (doc: OperationDoc) => Object.keys({ ...doc.pathIds, ...doc.pathPatterns });

function parameters(doc: OperationDoc) {
  const inPath = pathIdNames(doc).map((name) => ({
    name,
    in: 'path',
    required: true,
    description: doc.pathIds?.[name],
    schema: pathIdSchema(doc.pathPatterns?.[name]),
  }));
  const query = doc.query
    ? (plainSchema(doc.query, 'input') as { properties?: Record<string, object>; required?: string[] })
    : {};
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  const inHeaders = Object.entries(doc.headers ?? {}).map(([name, header]) => ({
    name,
    in: 'header',
    required: !header.schema.safeParse(undefined).success,
    description: header.description,
    schema: plainSchema(header.schema, 'input'),
  }));
  return [...inPath, ...inQuery, ...inHeaders];
}

/** A path id's schema: its own pattern, or PATH_ID's; at most PATH_ID.maxLength either way (describe() checks). */
const pathIdSchema = (pattern?: string) => ({
  type: 'string',
  pattern: pattern ?? PATH_ID.pattern,
  maxLength: PATH_ID.maxLength,
});

function response(r: ResponseDoc) {
  const headers =
    r.headers &&
    Object.fromEntries(
      Object.entries(r.headers).map(([name, h]) => [
        name,
        { description: h.description, required: h.required, schema: plainSchema(h.schema, 'output') },
      ]),
    );
  const content =
    r.schema &&
    Object.fromEntries(
      (r.mediaTypes ?? ['application/json']).map((type) => [
        type,
        {
          schema: resolver(r.schema!, { options: { io: 'output' } }),
          // Shown unless a recorded answer replaces it (document.ts): 431 comes from Node's parser.
          example: r.schema === failure ? { success: false, message: r.description } : undefined,
        },
      ]),
    );
  return { description: r.description, headers, content };
}

/** An operation as describe() declares it, in hono-openapi's describeRoute shape. */
export function operationSpec(doc: OperationDoc): DescribeRouteOptions {
  // Named api-schema objects must be in zod's registry before any schema here is converted.
  registerComponents();
  const limited = 429 in doc.responses;
  const pathIdRefused: Record<string, ResponseDoc> = pathIdNames(doc).length ? { 400: badPathId } : {};
  const all: Record<string, ResponseDoc> = { ...pathIdRefused, ...doc.responses, 431: headersTooLarge };
  const responses = Object.fromEntries(
    Object.entries(all).map(([status, r]) => [
      status,
      response(limited && !UNCOUNTED.has(status) ? { ...r, headers: { ...r.headers, ...rateLimitHeaders } } : r),
    ]),
  );
  const body = doc.body && {
    required: true,
    content: { 'application/json': { schema: resolver(doc.body, { options: { io: 'input' } }) } },
  };
  const file = doc.fileBody && {
    required: true,
    description: doc.fileBody.description,
    content: Object.fromEntries(
      doc.fileBody.mediaTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
    ),
  };
  return {
    summary: doc.summary,
    description: doc.description ?? doc.summary,
    tags: doc.tags,
    parameters: parameters(doc),
    requestBody: body || file || undefined,
    // Public operations say so: no scheme applies (an empty list, not an absent one).
    security: doc.security ? [Object.fromEntries(Object.keys(doc.security).map((name) => [name, []]))] : [],
    responses,
  } as DescribeRouteOptions;
}
