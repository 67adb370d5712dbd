import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { signInInput, type SignInInput } from '../../../api-schema/adminAuth';
import { serverMessage } from '../../api/http';
import { schemaErrors, useValidatedForm } from '../../lib/useValidatedForm';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { signIn } from './deskApi';
import { deskQueries } from './deskQueries';
import * as styles from './Desk.css';

const validate = schemaErrors<SignInInput>(signInInput);

export function SignInForm() {
  const queryClient = useQueryClient();
  const form = useValidatedForm<SignInInput>({ state: useState({ email: '', password: '' }), validate });
  const submit = useMutation({
    mutationFn: signIn,
    onSuccess: (session) => queryClient.setQueryData(deskQueries.session().queryKey, session),
  });
  return (
    <form
      className={`${styles.panel} ${styles.signIn}`}
      onSubmit={form.handleSubmit((v) => submit.mutate(v))}
      noValidate
    >
      <h1 className={styles.heading}>Shop desk sign-in</h1>
      <Field label="Email" error={form.errors.email}>
        <input
          type="email"
          autoComplete="username"
          value={form.values.email}
          onChange={(e) => form.setField('email', e.target.value)}
        />
      </Field>
      <Field label="Password" error={form.errors.password}>
        <input
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(e) => form.setField('password', e.target.value)}
        />
      </Field>
      {submit.isError && (
        <p className={styles.error} role="alert">
          {serverMessage(submit.error) ?? 'Signing in failed. Please try again.'}
        </p>
      )}
      <Button type="submit" block disabled={submit.isPending}>
        {submit.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
