import { readFileSync } from 'node:fs';

/** One operation's examples: its request body and one answer per status. */
export interface OperationExamples {
  request?: unknown;
  responses: Record<string, unknown>;
}

let loaded: Record<string, OperationExamples> | undefined;

/**
 * Real requests and answers recorded from test/server/openapi.test.ts (OPENAPI_EXAMPLES=write), keyed
 * `POST /api/orders`; read once. The document shows them, and the same test checks each against its schema.
 */
export function examplesOf(operation: string): OperationExamples | undefined {
  loaded ??= JSON.parse(readFileSync(new URL('./examples.json', import.meta.url), 'utf8')) as Record<
    string,
    OperationExamples
  >;
  return loaded[operation];
}
