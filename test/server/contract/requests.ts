import fc from 'fast-check';
import type { JsonSchema } from './documentAjv';
import { asParameterValue, type Operation, type Parameter } from './operations';
import { invalidValue } from './invalidArbitrary';
import { validValue, type Generation } from './validArbitrary';

export interface ContractRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** For an invalid request: what makes it so. */
  broken?: string;
}

export interface RequestGeneration extends Generation {
  /** The signed-in desk session's cookie, sent with secured operations. */
  cookie: string;
  /** Real files per media type for non-JSON bodies (a JPEG for a photo upload). */
  files: Record<string, Uint8Array[]>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A parameter's valid text: its schema's values (numbers as digits), real values of its name first. */
const validText = (p: Parameter, g: Generation) =>
  validValue(p.schema, g, p.name)
    .map(text)
    .filter((t) => g.ajv.isValid(p.schema, asParameterValue(p.schema, t)));

/** Text the parameter's schema refuses once read as that parameter. */
const invalidText = (p: Parameter, g: Generation) =>
  fc
    .oneof(
      invalidValue(p.schema, g)?.map(text) ?? fc.constant('\u0000'),
      fc.constantFrom('\u0000', 'a\u0000', '\u001b[0m', '\u007f', ''),
      fc.string({ unit: 'binary', maxLength: 6 }),
    )
    // An empty path id, `.` or `..` is another address (fetch resolves `/sessions/.` to `/sessions/`), not
    // this operation's: the document's pattern refuses them, but no client can send them here.
    .filter(
      (t) => !(p.in === 'path' && /^\.{0,2}$/.test(t)) && !g.ajv.isValid(p.schema, asParameterValue(p.schema, t)),
    );

// What an HTTP header can carry at all (visible ASCII, inner spaces): the rest never reaches a server.
const HEADER_VALUE = /^([\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?)?$/;

function parametersArbitrary(op: Operation, g: Generation, broken?: Parameter) {
  const entries = op.parameters.map((p) => {
    const drawn = p === broken ? invalidText(p, g) : validText(p, g);
    const value = p.in === 'header' ? drawn.filter((t) => HEADER_VALUE.test(t)) : drawn;
    const arbitrary =
      p.required || p === broken ? value.map((v) => v as string | undefined) : fc.option(value, { nil: undefined });
    return [`${p.in}:${p.name}`, arbitrary] as const;
  });
  return fc.record(Object.fromEntries(entries));
}

function urlOf(op: Operation, values: Record<string, string | undefined>) {
  let path = op.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const p of op.parameters) {
    const value = values[`${p.in}:${p.name}`];
    if (value === undefined) continue;
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
    if (p.in === 'query') query.set(p.name, value);
    if (p.in === 'header') headers[p.name] = value;
  }
  const search = query.toString();
  return { url: search ? `${path}?${search}` : path, headers };
}

/** Requests the document calls valid: every parameter and the body drawn from their schemas. */
export function validRequest(op: Operation, g: RequestGeneration): fc.Arbitrary<ContractRequest> {
  return fc.tuple(parametersArbitrary(op, g), bodyArbitrary(op, g)).map(([values, body]) => {
    const { url, headers } = urlOf(op, values);
    if (op.secured) headers.Cookie = g.cookie;
    return { method: op.method, url, headers: { ...headers, ...body?.headers }, body: body?.body };
  });
}

/**
 * A valid JSON body: drawn from the schema, or the document's own example (a real request that succeeded:
 * it reaches the happy path, e.g. an order for a product in stock), or that example with one field redrawn.
 */
function jsonBody(schema: JsonSchema, example: unknown, g: Generation): fc.Arbitrary<unknown> {
  const drawn = validValue(schema, g);
  if (example === undefined || !g.ajv.isValid(schema, example)) return drawn;
  const mixed =
    example && typeof example === 'object' && !Array.isArray(example)
      ? fc.tuple(drawn, fc.constantFrom(...Object.keys(example))).map(([other, key]) => {
          const value = (other as Record<string, unknown>)[key];
          return value === undefined ? example : { ...example, [key]: value };
        })
      : drawn;
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(example) },
    { weight: 1, arbitrary: mixed.filter((v) => g.ajv.isValid(schema, v)) },
    { weight: 2, arbitrary: drawn },
  );
}

interface Body {
  headers: Record<string, string>;
  body: string | Uint8Array;
}

function bodyArbitrary(op: Operation, g: RequestGeneration): fc.Arbitrary<Body | undefined> {
  if (!op.body) return fc.constant(undefined);
  const choices = Object.entries(op.body.content).map(([type, schema]) =>
    type === 'application/json'
      ? jsonBody(schema, op.body!.examples[type], g).map((value) => ({
          headers: { 'Content-Type': type },
          body: JSON.stringify(value),
        }))
      : fc
          .oneof(fc.constantFrom(...(g.files[type] ?? [new Uint8Array([0xff])])), fc.uint8Array({ maxLength: 64 }))
          .map((bytes) => ({ headers: { 'Content-Type': type }, body: bytes })),
  );
  return fc.oneof(...choices);
}

/** A valid request but for one parameter, whose text its schema refuses. */
export function withBrokenParameter(op: Operation, g: RequestGeneration, broken: Parameter) {
  return fc.tuple(parametersArbitrary(op, g, broken), bodyArbitrary(op, g)).map(([values, body]) => {
    const { url, headers } = urlOf(op, values);
    if (op.secured) headers.Cookie = g.cookie;
    const request: ContractRequest = {
      method: op.method,
      url,
      headers: { ...headers, ...body?.headers },
      body: body?.body,
    };
    return {
      ...request,
      broken: `${broken.in} ${broken.name} ${JSON.stringify(values[`${broken.in}:${broken.name}`])}`,
    };
  });
}
