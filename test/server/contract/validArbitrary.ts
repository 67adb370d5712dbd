import fc from 'fast-check';
import type { DocumentAjv, JsonSchema } from './documentAjv';

type Schema = Record<string, unknown>;

/** Values seen in real answers, by property or parameter name (see harvest.ts). */
export type Samples = (name: string) => readonly string[];

export interface Generation {
  ajv: DocumentAjv;
  samples: Samples;
}

const LONGEST = 40;
const MOST_ITEMS = 4;

/** Any text: mostly ordinary, sometimes every Unicode code point (control characters, astral planes). */
const text = (minLength: number, maxLength: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
  );

function stringOf(s: Schema): fc.Arbitrary<string> {
  const min = (s.minLength as number | undefined) ?? 0;
  const max = Math.max(min, Math.min((s.maxLength as number | undefined) ?? LONGEST, min + LONGEST));
  return typeof s.pattern === 'string' ? fc.stringMatching(new RegExp(s.pattern)) : text(min, max);
}

function integerOf(s: Schema): fc.Arbitrary<number> {
  const min = (s.minimum as number | undefined) ?? (s.exclusiveMinimum as number | undefined) ?? -1e9;
  const max = (s.maximum as number | undefined) ?? (s.exclusiveMaximum as number | undefined) ?? 1e9;
  const wide = fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
  // Small values find the real rows (page 1, quantity 2); wide ones the edges.
  const low = Math.min(Math.max(-5, min), max);
  const near = fc.integer({ min: low, max: Math.min(Math.max(20, low), max) });
  return fc.oneof(near, wide);
}

const typed = (s: Schema, type: string, g: Generation): fc.Arbitrary<unknown> => {
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return integerOf(s);
    case 'number':
      return fc.oneof(integerOf(s), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayOf(s, g);
    case 'object':
      return objectOf(s, g);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

function arrayOf(s: Schema, g: Generation) {
  const minLength = (s.minItems as number | undefined) ?? 0;
  const maxLength = Math.max(minLength, Math.min((s.maxItems as number | undefined) ?? MOST_ITEMS, minLength + 3));
  return fc.array(validValue((s.items as JsonSchema | undefined) ?? true, g), { minLength, maxLength });
}

function objectOf(s: Schema, g: Generation) {
  const properties = (s.properties as Record<string, JsonSchema> | undefined) ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, validValue(p, g, name)]));
  return fc.record(model, { requiredKeys: (s.required as string[] | undefined) ?? [] });
}

function structural(s: Schema, g: Generation, name?: string): fc.Arbitrary<unknown> {
  if (typeof s.$ref === 'string') return validValue(g.ajv.resolve(s.$ref), g, name);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const options = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (options) return fc.oneof(...options.map((o) => validValue(o, g, name)));
  const types = Array.isArray(s.type) ? (s.type as string[]) : [(s.type as string | undefined) ?? 'any'];
  return fc.oneof(...types.map((type) => typed(s, type, g)));
}

/**
 * Values the schema accepts: built from its keywords, real values seen under the same name mixed in
 * (so requests reach real products and orders), and every value checked by ajv (never a false "valid").
 */
export function validValue(schema: JsonSchema, g: Generation, name?: string): fc.Arbitrary<unknown> {
  if (schema === true || (typeof schema === 'object' && Object.keys(schema).length === 0))
    return fc.jsonValue({ maxDepth: 2 });
  if (schema === false) throw new Error('no value is valid against `false`');
  const built = structural(schema, g, name);
  const seen = name ? g.samples(name).filter((v) => g.ajv.isValid(schema, v)) : [];
  const mixed = seen.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...seen) }, { weight: 1, arbitrary: built })
    : built;
  return mixed.filter((value) => g.ajv.isValid(schema, value));
}
