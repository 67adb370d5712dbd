import { writeFileSync } from 'node:fs';
import type { OperationExamples } from '../../server/http/openapi/examples';

/** A map (many keys, every value an object: the document's own `paths`), not an entity. */
const isMap = (entries: [string, unknown][]) =>
  entries.length > 8 && entries.every(([, v]) => v !== null && typeof v === 'object');

/** Lists and maps shorter: two items show the shape; the document stays small. */
const trimmed = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.slice(0, 2).map(trimmed);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  return Object.fromEntries((isMap(entries) ? entries.slice(0, 2) : entries).map(([k, v]) => [k, trimmed(v)]));
};

/**
 * Real requests and answers of openapi.test.ts's case table, kept as the document's examples
 * (`OPENAPI_EXAMPLES=write npx vitest run --project server test/server/openapi.test`, then
 * `npx prettier --write server/http/openapi/examples.json`): the first JSON answer
 * per operation and status, and the JSON body of its first successful request.
 */
export function exampleRecorder() {
  const examples: Record<string, OperationExamples> = {};
  return {
    async record(operation: string, init: RequestInit | undefined, res: Response) {
      const entry = (examples[operation] ??= { responses: {} });
      const type = res.headers.get('Content-Type') ?? '';
      if (type.includes('json') && !(res.status in entry.responses))
        entry.responses[res.status] = trimmed(await res.clone().json());
      const sent = init?.headers as Record<string, string> | undefined;
      if (res.status < 300 && entry.request === undefined && typeof init?.body === 'string' && sent?.['Content-Type'])
        entry.request = trimmed(JSON.parse(init.body));
    },
    write(path: string) {
      const sorted = Object.fromEntries(Object.entries(examples).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
    },
  };
}
