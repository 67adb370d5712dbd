import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { type ContactInput, contactInput } from '../../../api-schema/contact';
import { toFieldErrors } from '../../../api-schema/envelope';
import { sendContactMessage } from './contactApi';
import { serverFieldErrors, serverMessage } from '../../api/http';

export type ContactValues = Required<ContactInput>;
type Errors = Partial<Record<keyof ContactValues, string>>;

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };
const SENT = 'Message sent successfully! We will get back to you soon.';
const FAILED = 'Failed to send message. Please try again.';

function validate(values: ContactValues): Errors {
  const result = contactInput.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(toFieldErrors(result.error.issues).map((e) => [e.field, e.message]));
}

/** Spec §5 contact form: validate with the api-schema rules, send, toast, clear on success only. */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const mutation = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      toast.success(SENT);
      setValues(EMPTY);
      setErrors({});
      setSubmitted(false);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error(serverMessage(error) ?? FAILED);
    },
  });

  const setField = (field: keyof ContactValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first submit, messages follow the typing so a fixed field clears its error.
    if (submitted) setErrors(validate(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = (Object.keys(EMPTY) as (keyof ContactValues)[]).find((field) => found[field]);
    if (!firstInvalid) return mutation.mutate(values);
    // Keyboard and screen-reader users land on the field to fix.
    const control = event.currentTarget.elements.namedItem(firstInvalid);
    if (control instanceof HTMLElement) control.focus();
  };

  return { values, errors, setField, onSubmit, sending: mutation.isPending };
}
