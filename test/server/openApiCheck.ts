import { documentAjv, type DocumentAjv } from './contract/documentAjv';

/** The slice of an OpenAPI 3.1 document the response check reads. */
interface MediaType {
  schema?: object;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
  headers?: Record<string, { required?: boolean; schema?: object }>;
}
export interface Document {
  [key: string]: unknown;
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
}

const validators = new WeakMap<Document, DocumentAjv>();
const ajvOf = (doc: Document) => {
  if (!validators.has(doc)) validators.set(doc, documentAjv(doc));
  return validators.get(doc)!;
};

/**
 * Checks a real response against the document: its status is documented for the operation, its
 * media type is one the status declares, and its body validates against that media type's schema.
 * Returns the problems found (none when the response matches).
 */
export async function responseProblems(doc: Document, operation: string, res: Response): Promise<string[]> {
  const [method, path] = operation.split(' ') as [string, string];
  const documented = doc.paths[path]?.[method.toLowerCase()]?.responses[String(res.status)];
  if (!documented) return [`${operation} answered ${res.status}, which the document does not list`];
  const headers = Object.entries(documented.headers ?? {});
  const missingHeaders = headers
    .filter(([name, header]) => header.required === true && !res.headers.has(name))
    .map(([name]) => `${operation} ${res.status} lacks the required ${name} header`);
  const badHeaders = headers
    .filter(([name]) => res.headers.has(name))
    .flatMap(([name, header]) =>
      ajvOf(doc)
        .problems((header.schema ?? {}) as Record<string, unknown>, res.headers.get(name))
        .map((problem) => `${operation} ${res.status} header ${name}: ${problem}`),
    );
  if (missingHeaders.length || badHeaders.length) return [...missingHeaders, ...badHeaders];
  const text = await res.text();
  if (!documented.content)
    return text === '' ? [] : [`${operation} ${res.status} has a body the document says it has not`];
  const type = (res.headers.get('Content-Type') ?? '').split(';')[0]!.trim();
  const media = documented.content[type];
  if (!media)
    return [
      `${operation} ${res.status} sent ${type || 'no Content-Type'}, documented: ${Object.keys(documented.content).join(', ')}`,
    ];
  const body: unknown = type.endsWith('json') ? JSON.parse(text) : text;
  return ajvOf(doc)
    .problems((media.schema ?? {}) as Record<string, unknown>, body)
    .map((problem) => `${operation} ${res.status}: ${problem}`);
}
