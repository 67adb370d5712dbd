import { type FormEvent, useState } from 'react';
import { toFieldErrors } from '../../../api-schema/envelope';
import { type TrackLookup, trackLookupForm } from '../../../api-schema/orderTracking';

type Errors = Partial<Record<keyof TrackLookup, string>>;
const FIELDS: (keyof TrackLookup)[] = ['orderNumber', 'contact'];

function validate(values: TrackLookup): Errors {
  const result = trackLookupForm.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(toFieldErrors(result.error.issues).map((e) => [e.field, e.message]));
}

/** The contact-form pattern: api-schema rules, messages follow typing after the first submit, focus the first wrong field. */
export function useTrackLookupForm(initial: TrackLookup, onLookup: (lookup: TrackLookup) => void) {
  const [values, setValues] = useState<TrackLookup>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);

  const setField = (field: keyof TrackLookup, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (!firstInvalid)
      return onLookup({ orderNumber: values.orderNumber.trim().toUpperCase(), contact: values.contact.trim() });
    const control = event.currentTarget.elements.namedItem(firstInvalid);
    if (control instanceof HTMLElement) control.focus();
  };

  return { values, errors, setField, onSubmit };
}
