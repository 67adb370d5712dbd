import type { MiddlewareHandler } from 'hono';
import { describeRoute, uniqueSymbol } from 'hono-openapi';
import * as z from 'zod/mini';
import { failure } from '../../../api-schema/envelope';
import { fail } from '../respond';
import { operationSpec, PATH_ID, seconds } from './operation';

/** One documented response: its description and, unless it has no body, the api-schema schema of the body. */
export interface ResponseDoc {
  description: string;
  schema?: z.ZodMiniType;
  /** Media types of the body (default application/json). */
  mediaTypes?: string[];
  headers?: Record<string, ResponseHeaderDoc>;
}

/** A response header; `required` when every response of that status carries it. */
export interface ResponseHeaderDoc {
  description: string;
  schema: z.ZodMiniType;
  required?: boolean;
}

export interface OperationDoc {
  summary: string;
  tags: string[];
  description?: string;
  /** Path ids are read from the route itself; this adds their descriptions. */
  pathIds?: Record<string, string>;
  /**
   * JSON Schema patterns of path ids the route (`:position{[0-9]+}`, use whole()) or the handler checks:
   * `{ pincode: '^[1-9][0-9]{5}$' }`. Ids without one are documented with PATH_ID.
   */
  pathPatterns?: Record<string, string>;
  query?: z.ZodMiniObject;
  headers?: Record<string, { description: string; schema: z.ZodMiniType }>;
  body?: z.ZodMiniType;
  /** A body that is a file itself (not JSON): its accepted media types. */
  fileBody?: { mediaTypes: readonly string[]; description: string };
  /**
   * How a caller proves who it is, by scheme name: `{ adminToken: { type: 'http', scheme: 'bearer' } }`,
   * or a session cookie `{ type: 'apiKey', in: 'cookie', name: … }`. Lands in components.securitySchemes.
   */
  security?: Record<string, SecurityScheme>;
  responses: Record<number, ResponseDoc>;
}

/** An OpenAPI 3.1 security scheme object (the kinds this API uses). */
export type SecurityScheme =
  | { type: 'http'; scheme: 'bearer'; description?: string }
  | { type: 'apiKey'; in: 'cookie' | 'header'; name: string; description?: string };

const PATH_ID_RE = new RegExp(PATH_ID.pattern);
export const BAD_PATH_ID_MESSAGE = 'This address has characters it cannot have.';

/** A path id off PATH_ID: refused before any database round trip. */
const checkPathIds: MiddlewareHandler = (c, next) => {
  const ids = Object.values<string>(c.req.param());
  const bad = ids.some((id) => id.length > PATH_ID.maxLength || !PATH_ID_RE.test(id));
  return bad ? Promise.resolve(fail(c, 400, BAD_PATH_ID_MESSAGE)) : next();
};

/** A route's own path id pattern (`:position{[0-9]+}`) as the JSON Schema pattern it is: a whole match. */
export const whole = (routePattern: string) => `^(?:${routePattern})$`;

/** Every scheme some operation names, for components.securitySchemes. */
export const securitySchemes: Record<string, SecurityScheme> = {};

/**
 * Declares a route's OpenAPI operation next to the route itself: `.get('/x/:id', describe({…}), handler)`.
 * hono-openapi's describeRoute carries it and its generateSpecs builds the document from the app's routes
 * (openApiDocument); per request this only refuses path ids that break PATH_ID.
 */
export function describe(doc: OperationDoc): MiddlewareHandler {
  Object.assign(securitySchemes, doc.security);
  const described = describeRoute(operationSpec(doc)) as MiddlewareHandler & { [uniqueSymbol]: unknown };
  const middleware: MiddlewareHandler = (c, next) => checkPathIds(c, next);
  return Object.assign(middleware, { [uniqueSymbol]: described[uniqueSymbol] });
}

/** Whether a route handler carries an OpenAPI operation (describe() or hono-openapi's own). */
export const isDescribed = (handler: unknown) => typeof handler === 'function' && uniqueSymbol in handler;

/** The failure envelope `{ success: false, message, errors? }` under a status. */
export const failed = (description: string): ResponseDoc => ({ description, schema: failure });

export const succeeded = (description: string, schema: z.ZodMiniType): ResponseDoc => ({ description, schema });

/** Responses every JSON body route shares (server/app.ts body limit, validate()'s 415, broken JSON). */
export const bodyFailures = {
  413: failed('The body is larger than 64 KiB.'),
  415: failed('The body is not sent as application/json.'),
};

const retryAfter: ResponseHeaderDoc = {
  description: 'Seconds to wait before trying again',
  schema: seconds,
  required: true,
};

/** A route that reads the database answers 503 while it is unreachable (server/app.ts onError). */
export const unavailable: ResponseDoc = {
  description: 'The database is briefly unreachable; try again after Retry-After seconds.',
  schema: failure,
  headers: { 'Retry-After': retryAfter },
};

/** A rate-limited route (http/rateLimits.ts) over its limit for this client address or shopper. */
export const tooManyRequests: ResponseDoc = {
  description:
    'Too many requests from this address (or, for orders and messages, this shopper) in the window; try again after Retry-After seconds.',
  schema: failure,
  headers: { 'Retry-After': retryAfter },
};

/** cachedJson: a conditional GET whose ETag still matches gets 304 with no body. */
export const notModified: ResponseDoc = { description: 'Not modified: the If-None-Match ETag is still current.' };
