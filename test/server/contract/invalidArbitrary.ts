import fc from 'fast-check';
import type { JsonSchema } from './documentAjv';
import { validValue, type Generation } from './validArbitrary';

type Schema = Record<string, unknown>;

/** A value of another JSON type than the schema's (a number for a string, an array for an object…). */
const otherType = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 8 }),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

/** Text that breaks a string's own rules: too long, too short, control characters, off-pattern. */
const brokenString = (s: Schema) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\u001f', '\u007f', '%', '../x'),
    fc
      .constant(((s.maxLength as number | undefined) ?? 200) + 1)
      .chain((minLength) => fc.string({ minLength, maxLength: minLength + 40 })),
  );

function brokenObject(s: Schema, g: Generation): fc.Arbitrary<unknown> {
  const properties = (s.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = (s.required as string[] | undefined) ?? [];
  const whole = validValue(s, g) as fc.Arbitrary<Record<string, unknown>>;
  const ways: fc.Arbitrary<unknown>[] = [otherType];
  if (required.length)
    ways.push(fc.tuple(whole, fc.constantFrom(...required)).map(([o, key]) => ({ ...o, [key]: undefined })));
  if (s.additionalProperties === false) ways.push(whole.map((o) => ({ ...o, unexpectedField: 1 })));
  const names = Object.keys(properties).filter((name) => canBreak(properties[name]!));
  if (names.length)
    ways.push(
      fc
        .tuple(whole, fc.constantFrom(...names))
        .chain(([o, key]) => invalidValue(properties[key]!, g)!.map((bad) => ({ ...o, [key]: bad }))),
    );
  return fc.oneof(...ways);
}

function broken(s: Schema, g: Generation): fc.Arbitrary<unknown> {
  if (typeof s.$ref === 'string') return invalidValue(g.ajv.resolve(s.$ref), g)!;
  const type = Array.isArray(s.type) ? undefined : (s.type as string | undefined);
  if (type === 'object') return brokenObject(s, g);
  if (type === 'array' && s.items && canBreak(s.items as JsonSchema))
    return fc.oneof(
      otherType,
      invalidValue(s.items as JsonSchema, g)!.map((bad) => [bad]),
      fc.constant(null).map(() => Array.from({ length: ((s.maxItems as number | undefined) ?? 50) + 1 }, () => null)),
    );
  if (type === 'integer' || type === 'number')
    return fc.oneof(
      otherType,
      fc.constantFrom(
        1.5,
        -1,
        0,
        ((s.maximum as number | undefined) ?? 1e9) + 1,
        ((s.minimum as number | undefined) ?? 0) - 1,
      ),
    );
  return fc.oneof(otherType, brokenString(s));
}

/**
 * Values the schema refuses: another type, a missing required field, an unknown field, one field broken,
 * a string off its pattern or length. Checked by ajv, so each really is invalid by the document.
 * Undefined when the schema accepts anything.
 */
export function invalidValue(schema: JsonSchema, g: Generation): fc.Arbitrary<unknown> | undefined {
  if (!canBreak(schema)) return undefined;
  return broken(schema as Schema, g).filter((value) => value !== undefined && !g.ajv.isValid(schema, value));
}

/** Whether any JSON value breaks the schema (`{}` and `true` accept everything). */
export const canBreak = (schema: JsonSchema) => typeof schema === 'object' && Object.keys(schema).length > 0;
