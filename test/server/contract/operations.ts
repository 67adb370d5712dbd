import type { JsonSchema } from './documentAjv';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The document's path template, `/api/products/public/{id}`. */
  path: string;
  parameters: Parameter[];
  /** Media type → schema of the request body, when it has one; its documented example per media type. */
  body?: { required: boolean; content: Record<string, JsonSchema>; examples: Record<string, unknown> };
  secured: boolean;
  responses: Record<string, unknown>;
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema; example?: unknown }> };
  security?: unknown[];
  responses: Record<string, unknown>;
}

/** Every operation of an OpenAPI document, read generically (no route is named here). */
export function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, OperationObject>).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody && {
        required: op.requestBody.required ?? false,
        content: Object.fromEntries(
          Object.entries(op.requestBody.content).map(([type, media]) => [type, media.schema ?? true]),
        ),
        examples: Object.fromEntries(
          Object.entries(op.requestBody.content)
            .filter(([, media]) => media.example !== undefined)
            .map(([type, media]) => [type, media.example]),
        ),
      },
      secured: (op.security?.length ?? 0) > 0,
      responses: op.responses,
    })),
  );
}

/**
 * A parameter travels as text: a query `page=2` is the integer 2 for its schema, `inStock=true` the string
 * "true" (as the schema says). Returns the value its schema judges.
 */
export function asParameterValue(schema: JsonSchema, text: string): unknown {
  if (typeof schema !== 'object') return text;
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text))
    return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** Whether some text breaks a parameter's schema (a bare `{ type: 'string' }` takes any text). */
export function textCanBreak(schema: JsonSchema): boolean {
  if (typeof schema !== 'object') return false;
  const { type, minLength } = schema as { type?: unknown; minLength?: number };
  return (
    type !== 'string' ||
    ['pattern', 'enum', 'const', 'maxLength', 'format'].some((k) => k in schema) ||
    (minLength ?? 0) > 0
  );
}
