import fc from 'fast-check';
import { invalidValue } from './invalidArbitrary';
import { textCanBreak, type Operation } from './operations';
import { validRequest, withBrokenParameter, type ContractRequest, type RequestGeneration } from './requests';

type Way = fc.Arbitrary<ContractRequest>;

const json = (op: Operation) => op.body?.content['application/json'];

/** A valid request with one thing changed (the body, a header) and named. */
const changed = (
  op: Operation,
  g: RequestGeneration,
  broken: string,
  change: (r: ContractRequest) => ContractRequest,
) => validRequest(op, g).map((r) => ({ ...change(r), broken }));

function bodyWays(op: Operation, g: RequestGeneration): Way[] {
  if (!op.body) return [];
  const ways: Way[] = [];
  const schema = json(op);
  const invalid = schema === undefined ? undefined : invalidValue(schema, g);
  if (invalid)
    ways.push(
      fc.tuple(validRequest(op, g), invalid).map(([r, value]) => ({
        ...r,
        headers: { ...r.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(value),
        broken: `body ${JSON.stringify(value)?.slice(0, 120)}`,
      })),
    );
  if (schema !== undefined) {
    ways.push(
      fc
        .tuple(
          validRequest(op, g),
          fc.constantFrom('text/plain', 'application/vnd.api+json', 'application/x-www-form-urlencoded'),
        )
        .map(([r, type]) => ({
          ...r,
          headers: { ...r.headers, 'Content-Type': type },
          broken: `Content-Type ${type}`,
        })),
      changed(op, g, 'broken JSON', (r) => ({ ...r, body: '{"a":' })),
    );
  }
  if (op.body.required)
    ways.push(
      changed(op, g, 'no body', (r) => {
        const { 'Content-Type': _, ...headers } = r.headers;
        return { ...r, headers, body: undefined };
      }),
    );
  return ways;
}

/**
 * Requests the document calls invalid, one fault each: a parameter off its schema (NUL and other
 * control characters included), a required parameter left out, a body off its schema, not JSON or
 * broken JSON, no body, or no desk session.
 */
export function invalidRequest(op: Operation, g: RequestGeneration): Way | undefined {
  const ways: Way[] = [...bodyWays(op, g)];
  for (const p of op.parameters) {
    if (textCanBreak(p.schema)) ways.push(withBrokenParameter(op, g, p));
    if (p.required && p.in !== 'path')
      ways.push(
        changed(op, g, `no ${p.name}`, (r) =>
          p.in === 'header'
            ? { ...r, headers: Object.fromEntries(Object.entries(r.headers).filter(([k]) => k !== p.name)) }
            : { ...r, url: dropQuery(r.url, p.name) },
        ),
      );
  }
  if (op.secured)
    ways.push(
      changed(op, g, 'no session', (r) => {
        const { Cookie: _, ...headers } = r.headers;
        return { ...r, headers };
      }),
    );
  return ways.length ? fc.oneof(...ways) : undefined;
}

function dropQuery(url: string, name: string) {
  const [path, search = ''] = url.split('?') as [string, string?];
  const query = new URLSearchParams(search);
  query.delete(name);
  return query.size ? `${path}?${query}` : path;
}
