import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../ui/showToast';
import { type ContactInput, contactInput } from '../../../api-schema/contact';
import { toFieldErrors } from '../../../api-schema/envelope';
import { serverFieldErrors, serverMessage } from '../../api/http';
import { type FieldErrors, useValidatedForm } from '../../lib/useValidatedForm';
import { t, tKnown } from '../../i18n/language';
import { sendContactMessage } from './contactApi';

export type ContactValues = Required<ContactInput>;

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

function validate(values: ContactValues): FieldErrors<ContactValues> {
  const result = contactInput.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(toFieldErrors(result.error.issues).map((e) => [e.field, e.message]));
}

/** docs/product.md §5 contact form: validate with the api-schema rules, send, toast, clear on success only. */
export function useContactForm() {
  const form = useValidatedForm({ state: useState<ContactValues>(EMPTY), validate });
  const mutation = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      showToast.success(t('Message sent successfully! We will get back to you soon.'));
      form.reset(EMPTY);
    },
    onError: (error) => {
      form.setServerErrors(serverFieldErrors(error));
      showToast.error(tKnown(serverMessage(error) ?? t('Failed to send message. Please try again.')));
    },
  });
  return {
    values: form.values,
    errors: form.errors,
    setField: form.setField,
    onSubmit: form.handleSubmit((values) => mutation.mutate(values)),
    sending: mutation.isPending,
  };
}
