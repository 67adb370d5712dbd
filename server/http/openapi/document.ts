import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { securitySchemes } from './describe';
import { examplesOf } from './examples';

interface Operation {
  tags?: string[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  [key: string]: unknown;
}

const TAG_DESCRIPTIONS: Record<string, string> = {
  Catalogue: 'Products, categories and search, as shoppers see them',
  Orders: 'Placing, tracking, cancelling and returning orders; GST invoices',
  Developers: 'This document and its reference page',
};

const INFO = {
  title: 'Jhola & Co. shop API',
  version: '1.0.0',
  description:
    'Every body is an envelope: `{ success: true, data }` or `{ success: false, message, errors? }`. Generated from api-schema; test/server/openapi.test.ts checks it against real responses.',
  contact: { name: 'Jhola & Co.', email: 'support@jholaandco.in' },
  license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
};

/** Real requests and answers recorded by test/server/openapi.test.ts (examples.ts) on their JSON bodies. */
function addExamples(path: string, method: string, operation: Operation) {
  const examples = examplesOf(`${method.toUpperCase()} ${path}`);
  if (!examples) return;
  const json = operation.requestBody?.content['application/json'];
  if (json) json.example = examples.request;
  for (const [status, answer] of Object.entries(examples.responses))
    for (const [type, media] of Object.entries(operation.responses[status]?.content ?? {}))
      if (type.endsWith('json')) media.example = answer;
}

/** The OpenAPI 3.1 document hono-openapi generates from the app's describe()d routes. */
export async function openApiDocument(app: Hono): Promise<OpenApiDocument> {
  const generated = (await generateSpecs(app, {
    documentation: {
      openapi: '3.1.1',
      info: INFO,
      // This document's own origin: a copy of the shop serves its own API.
      servers: [{ url: '/', description: 'The shop serving this document' }],
      components: { securitySchemes },
    },
    // `/api/openapi.json` is an operation, not a static file.
    excludeStaticFile: false,
  })) as unknown as OpenApiDocument;
  const tags = new Set<string>();
  for (const [path, operations] of Object.entries(generated.paths))
    for (const [method, operation] of Object.entries(operations)) {
      operation.tags?.forEach((tag) => tags.add(tag));
      addExamples(path, method, operation);
    }
  generated.tags = [...tags].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
  // JSON drops the fields describe() leaves undefined.
  return JSON.parse(JSON.stringify(generated)) as OpenApiDocument;
}
