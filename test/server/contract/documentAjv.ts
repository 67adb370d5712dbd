import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export type JsonSchema = Record<string, unknown> | boolean;

const DOC_ID = 'openapi.json';

/** `#/components/schemas/X` is relative to the document, not to the schema that holds it: point it there. */
const anchored = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
    key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${DOC_ID}${value}` : value,
  );

/**
 * ajv (draft 2020-12, the dialect of OpenAPI 3.1) over one OpenAPI document: any schema of the document,
 * $refs to its components included, can be checked. Compiled validators are kept per schema object.
 */
export function documentAjv(doc: object) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema({ $id: DOC_ID, components: anchored((doc as { components?: unknown }).components ?? {}) });
  const compiled = new WeakMap<object, ReturnType<typeof ajv.compile>>();
  const validatorOf = (schema: JsonSchema) => {
    if (typeof schema === 'boolean') return ajv.compile(schema);
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(anchored(schema) as object);
      compiled.set(schema, validate);
    }
    return validate;
  };
  return {
    isValid: (schema: JsonSchema, value: unknown): boolean => validatorOf(schema)(value) === true,
    /** The problems of `value` against `schema`, worded by ajv; none when it is valid. */
    problems(schema: JsonSchema, value: unknown): string[] {
      const validate = validatorOf(schema);
      if (validate(value) === true) return [];
      return (validate.errors ?? []).map(
        (e) => `${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`,
      );
    },
    /** A `$ref` target of the document (`#/components/schemas/Product`). */
    resolve(ref: string): JsonSchema {
      const path = ref.replace(/^#\//, '').split('/');
      let node: unknown = doc;
      for (const part of path) node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      return node as JsonSchema;
    },
  };
}

export type DocumentAjv = ReturnType<typeof documentAjv>;
