import type { Operation } from './operations';

type Fetch = (path: string, headers: Record<string, string>) => Promise<Response>;

/** Every string (and number) found under each property name of a JSON value, e.g. `_id` → product ids. */
function collect(value: unknown, into: Map<string, Set<string>>, name = '') {
  if (Array.isArray(value)) value.forEach((item) => collect(item, into, name));
  else if (value && typeof value === 'object') Object.entries(value).forEach(([key, item]) => collect(item, into, key));
  else if ((typeof value === 'string' || typeof value === 'number') && name) {
    const seen = into.get(name) ?? new Set<string>();
    if (seen.size < 300) seen.add(String(value));
    into.set(name, seen);
  }
}

/** `/api/invoices/{file}` as a RegExp with one named group per path parameter. */
const templateRegExp = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, '(?<$1>[^/?#]+)')}$`);

/**
 * Real values by name, read from the answers of every GET the document lists that needs no path
 * parameter (as the signed-in operator): ids, order numbers, tokens. Links in those answers
 * (`/api/invoices/…pdf`) give the path parameters of the operations they match.
 */
export async function harvest(operations: Operation[], fetch: Fetch, headers: Record<string, string>) {
  const values = new Map<string, Set<string>>();
  for (const op of operations) {
    if (op.method !== 'GET' || op.parameters.some((p) => p.in === 'path' || (p.required && p.in === 'query'))) continue;
    const res = await fetch(op.path, headers);
    if ((res.headers.get('Content-Type') ?? '').includes('json')) collect(await res.json(), values);
    else await res.body?.cancel();
  }
  const links = [...values.values()].flatMap((set) => [...set]).filter((v) => v.startsWith('/api/'));
  for (const op of operations) {
    const pattern = templateRegExp(op.path);
    for (const link of links) {
      const groups = pattern.exec(link.split('?')[0]!)?.groups ?? {};
      for (const [name, value] of Object.entries(groups)) collect({ [name]: decodeURIComponent(value) }, values);
    }
  }
  return (name: string): readonly string[] => {
    const exact = [...(values.get(name) ?? [])];
    // An `id` path parameter is the `_id` (or `id`) of the entity the answers carry.
    return /id$/i.test(name) ? [...exact, ...(values.get('_id') ?? []), ...(values.get('id') ?? [])] : exact;
  };
}
