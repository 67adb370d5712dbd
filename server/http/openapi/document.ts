import type { RouterRoute } from 'hono/types';
import * as z from 'zod/mini';
import { failure } from '../../../api-schema/envelope';
import { registerComponents } from './components';
import { examplesOf } from './examples';
import { failed, operationOf, PATH_ID, rateLimitHeaders, type OperationDoc, type ResponseDoc } from './describe';

type JsonSchema = Record<string, unknown>;

/** Shared schemas by component name: every named api-schema object (components.ts) lands here once. */
type Components = Record<string, JsonSchema>;

const componentRef = (key: string) => `#/components/schemas/${key}`;

/**
 * zod 4's own JSON Schema (draft 2020-12, which OpenAPI 3.1 uses), without the $schema key; named schemas
 * become `$ref`s to `components.schemas` (an input differing from its output form gets `…Input`).
 */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output', components: Components): JsonSchema {
  const converted = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });
  const { $schema: _, $defs = {}, ...rest } = converted as JsonSchema & { $defs?: Record<string, JsonSchema> };
  // Each named schema under its own name unless that name holds a different form (then `…Input`); refs
  // between them change with the names, so the choice is repeated until it settles.
  const keys = new Map(Object.keys($defs).map((id) => [id, id]));
  const link = () =>
    JSON.parse(JSON.stringify({ rest, $defs }), (name, value: unknown) =>
      name === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')
        ? componentRef(keys.get(value.slice('#/$defs/'.length))!)
        : value,
    ) as { rest: JsonSchema; $defs: Record<string, JsonSchema> };
  let linked = link();
  for (let settled = false; !settled;) {
    settled = true;
    for (const [id, def] of Object.entries(linked.$defs)) {
      const key = keys.get(id)!;
      if (JSON.stringify(components[key] ?? def) === JSON.stringify(def)) continue;
      if (key !== id) throw new Error(`Component ${key} has two different forms`);
      keys.set(id, `${id}Input`);
      settled = false;
    }
    linked = link();
  }
  for (const [id, def] of Object.entries(linked.$defs)) components[keys.get(id)!] = def;
  return linked.rest;
}

/** Hono's `/orders/track/:orderNumber` (or `:id{[0-9]+}`) → OpenAPI's `/orders/track/{orderNumber}`. */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, '{$1}');

const pathIds = (honoPath: string) => [...honoPath.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** `:file{[A-Za-z0-9._-]{1,200}\\.pdf}` → that id's own pattern: the router answers 404 for anything else. */
const routePatterns = (honoPath: string): Record<string, string> =>
  Object.fromEntries(
    [...honoPath.matchAll(/:(\w+)\{((?:[^{}]|\{[^{}]*\})*)\}/g)].map((m) => [m[1]!, `^(?:${m[2]!})$`]),
  );

/** Path ids describe() checks against PATH_ID (those without a route pattern of their own). */
const checkedPathIds = (honoPath: string) => pathIds(honoPath).filter((name) => !routePatterns(honoPath)[name]);

function parameters(path: string, doc: OperationDoc, components: Components) {
  const inPath = pathIds(path).map((name) => ({
    name,
    in: 'path',
    required: true,
    description: doc.pathIds?.[name],
    schema: routePatterns(path)[name]
      ? { type: 'string', pattern: routePatterns(path)[name] }
      : { type: 'string', pattern: doc.pathPatterns?.[name] ?? PATH_ID.pattern, maxLength: PATH_ID.maxLength },
  }));
  const query = doc.query
    ? (jsonSchema(doc.query, 'input', components) as { properties?: Record<string, JsonSchema>; required?: string[] })
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
    schema: jsonSchema(header.schema, 'input', components),
  }));
  return [...inPath, ...inQuery, ...inHeaders];
}

function response(r: ResponseDoc, components: Components, example: unknown) {
  const headers = r.headers
    ? Object.fromEntries(
        Object.entries(r.headers).map(([name, h]) => [
          name,
          { description: h.description, required: h.required, schema: jsonSchema(h.schema, 'output', components) },
        ]),
      )
    : undefined;
  const schema = r.schema && jsonSchema(r.schema, 'output', components);
  const content =
    schema &&
    Object.fromEntries(
      (r.mediaTypes ?? ['application/json']).map((type) => [
        type,
        // A failure nobody recorded (431 comes from Node's parser) shows the envelope with its description.
        type.endsWith('json')
          ? {
              schema,
              example: example ?? (r.schema === failure ? { success: false, message: r.description } : undefined),
            }
          : { schema },
      ]),
    );
  return { description: r.description, headers, content };
}

// describe() refuses a path id off PATH_ID before the handler runs.
const badPathId = failed('A path parameter breaks its pattern (a control character, only dots, over 200 characters).');

// Answered before a route's rate limiter counts the request: no RateLimit-* headers.
const UNCOUNTED = new Set(['413', '431']);

// Any request can get it: Node refuses it before routing (http/clientErrors.ts).
const headersTooLarge = failed('The address or the headers are larger than 16 KB.');

function operation(path: string, method: string, doc: OperationDoc, components: Components) {
  const all = { ...(checkedPathIds(path).length ? { 400: badPathId } : {}), ...doc.responses, 431: headersTooLarge };
  const limited = 429 in doc.responses;
  const examples = examplesOf(`${method.toUpperCase()} ${openApiPath(path)}`);
  const responses = Object.fromEntries(
    Object.entries(all).map(([status, r]) => [
      status,
      response(
        limited && !UNCOUNTED.has(status) ? { ...r, headers: { ...r.headers, ...rateLimitHeaders } } : r,
        components,
        examples?.responses[status],
      ),
    ]),
  );
  return {
    operationId: operationId(method, path),
    summary: doc.summary,
    description: doc.description ?? doc.summary,
    tags: doc.tags,
    parameters: parameters(path, doc, components),
    requestBody: doc.body
      ? {
          required: true,
          content: {
            'application/json': { schema: jsonSchema(doc.body, 'input', components), example: examples?.request },
          },
        }
      : doc.fileBody && {
          required: true,
          description: doc.fileBody.description,
          content: Object.fromEntries(
            doc.fileBody.mediaTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
          ),
        },
    // Public operations say so: no scheme applies (an empty list, not an absent one).
    security: doc.security ? [Object.fromEntries(Object.keys(doc.security).map((name) => [name, []]))] : [],
    responses,
  };
}

/**
 * `get /api/products/public/:id` → `getProductsPublicById`: camelCase and URL-safe, for code generators.
 * Unique because method and path are (a clash would be two routes for one operation).
 */
export function operationId(method: string, honoPath: string) {
  const words = openApiPath(honoPath)
    .split('/')
    .filter((part) => part && part !== 'api')
    .map((part) => part.replace(/^\{(\w+)\}$/, 'by-$1'))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** The OpenAPI 3.1 document of every route that carries a describe() declaration. */
export function openApiDocument(routes: readonly RouterRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const securitySchemes: Record<string, unknown> = {};
  const tags = new Set<string>();
  const schemas: Components = {};
  registerComponents();
  for (const route of routes) {
    const doc = operationOf(route.handler);
    if (!doc) continue;
    Object.assign(securitySchemes, doc.security);
    doc.tags.forEach((tag) => tags.add(tag));
    const method = route.method.toLowerCase();
    (paths[openApiPath(route.path)] ??= {})[method] = operation(route.path, method, doc, schemas);
  }
  // JSON.stringify drops the undefined fields the builders above leave out.
  return JSON.parse(
    JSON.stringify({
      openapi: '3.1.1',
      info: {
        title: 'Jhola & Co. shop API',
        version: '1.0.0',
        description:
          'Every body is an envelope: `{ success: true, data }` or `{ success: false, message, errors? }`. Generated from api-schema; test/server/openapi.test.ts checks it against real responses.',
        contact: { name: 'Jhola & Co.', email: 'support@jholaandco.in' },
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
      },
      // This document's own origin: a copy of the shop serves its own API.
      servers: [{ url: '/', description: 'The shop serving this document' }],
      tags: [...tags].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
      paths,
      components: {
        schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
        securitySchemes: Object.keys(securitySchemes).length ? securitySchemes : undefined,
      },
    }),
  ) as OpenApiDocument;
}

const TAG_DESCRIPTIONS: Record<string, string> = {
  Catalogue: 'Products, categories and search, as shoppers see them',
  Orders: 'Placing, tracking, cancelling and returning orders; GST invoices',
  Developers: 'This document and its reference page',
};

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  [key: string]: unknown;
}
