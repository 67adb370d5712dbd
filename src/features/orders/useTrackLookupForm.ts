import { useState } from 'react';
import { toFieldErrors } from '../../../api-schema/envelope';
import { type TrackLookup, trackLookupForm } from '../../../api-schema/orderTracking';
import { type FieldErrors, useValidatedForm } from '../../lib/useValidatedForm';

function validate(values: TrackLookup): FieldErrors<TrackLookup> {
  const result = trackLookupForm.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(toFieldErrors(result.error.issues).map((e) => [e.field, e.message]));
}

/** The shop's one form approach (useValidatedForm) over the api-schema lookup rules. */
export function useTrackLookupForm(initial: TrackLookup, onLookup: (lookup: TrackLookup) => void) {
  const form = useValidatedForm({ state: useState<TrackLookup>(initial), validate });
  return {
    values: form.values,
    errors: form.errors,
    setField: form.setField,
    onSubmit: form.handleSubmit((values) =>
      onLookup({ orderNumber: values.orderNumber.trim().toUpperCase(), contact: values.contact.trim() }),
    ),
  };
}
