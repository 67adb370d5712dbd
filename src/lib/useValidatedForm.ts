import { type Dispatch, type FormEvent, type SetStateAction, useState } from 'react';
import { toFieldErrors } from '../../api-schema/envelope';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

interface Checker {
  safeParse(
    input: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/**
 * A `validate` from an api-schema schema: the first message per field (a nested one keyed by its path,
 * e.g. `colors.0.name`); `toInput` turns what the form holds (text) into what the schema checks.
 */
export const schemaErrors =
  <V>(schema: Checker, toInput: (values: V) => unknown = (values) => values) =>
  (values: V): FieldErrors<V> => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return {};
    return Object.fromEntries(toFieldErrors(result.error.issues).map((e) => [e.field, e.message])) as FieldErrors<V>;
  };

interface Options<V> {
  /** Where the values live: plain state, or state that survives a reload (the checkout draft). */
  state: readonly [V, Dispatch<SetStateAction<V>>];
  /** The schema's messages for these values (api-schema rules), empty when valid. */
  validate: (values: V) => FieldErrors<V>;
}

/**
 * The one form approach of the shop: messages appear on the first submit, then follow the typing so a
 * fixed field clears its error; the server's per-field errors show until that field is edited; an invalid
 * submit moves focus to the first invalid control (keyboard and screen-reader users land on what to fix).
 */
export function useValidatedForm<V extends object>({ state, validate }: Options<V>) {
  const [values, setValues] = state;
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const errors: FieldErrors<V> = submitted ? { ...serverErrors, ...validate(values) } : {};

  const setField = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _fixed, ...rest }) => rest as FieldErrors<V>);
  };

  /** Runs `onValid` with the values when they pass, else `onInvalid`; true when they passed (no <form> needed). */
  const submit = (onValid: (values: V) => void, onInvalid?: (found: FieldErrors<V>) => void) => {
    setSubmitted(true);
    const found = validate(values);
    if (Object.keys(found).length === 0) {
      onValid(values);
      return true;
    }
    onInvalid?.(found);
    return false;
  };

  /** `submit` for a <form>'s onSubmit; an invalid submit also moves focus to the first invalid control. */
  const handleSubmit =
    (onValid: (values: V) => void, onInvalid?: (found: FieldErrors<V>) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (!submit(onValid, onInvalid))
        requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    };

  const reset = (next: V) => {
    setValues(next);
    setSubmitted(false);
    setServerErrors({});
  };

  return { values, errors, setField, submit, handleSubmit, setServerErrors, reset };
}
