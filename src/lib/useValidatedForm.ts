import { type Dispatch, type FormEvent, type SetStateAction, useState } from 'react';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

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

  /** Runs `onValid` with the values when they pass; otherwise `onInvalid` with the messages found. */
  const handleSubmit =
    (onValid: (values: V) => void, onInvalid?: (found: FieldErrors<V>) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const found = validate(values);
      if (Object.keys(found).length === 0) return onValid(values);
      onInvalid?.(found);
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    };

  const reset = (next: V) => {
    setValues(next);
    setSubmitted(false);
    setServerErrors({});
  };

  return { values, errors, setField, handleSubmit, setServerErrors, reset };
}
