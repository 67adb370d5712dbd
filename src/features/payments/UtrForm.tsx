import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isUtr, UTR_INVALID } from '../../../api-schema/paymentStep';
import { serverMessage } from '../../api/http';
import { tKnown, useT } from '../../i18n/language';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { showToast } from '../../ui/showToast';
import { claimUtr, paymentStepQuery } from './paymentApi';
import * as styles from './PaymentStep.css';

/** Optional: the 12-digit UTR the shopper's app showed, so the owner finds the money faster. */
export function UtrForm({ token, claimed }: { token: string; claimed: string | null }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [utr, setUtr] = useState(claimed ?? '');
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: (value: string) => claimUtr(token, value),
    onSuccess: (step) => {
      queryClient.setQueryData(paymentStepQuery(token).queryKey, step);
      showToast.success(t('Thank you: we will confirm your payment shortly'));
    },
    onError: (e) => setError(tKnown(serverMessage(e) ?? 'That did not work. Please try again.')),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isUtr(utr)) return setError(tKnown(UTR_INVALID));
    send.mutate(utr.trim());
  };
  return (
    <form className={styles.utrForm} onSubmit={onSubmit} noValidate>
      <Field label={t('Paid? UPI reference (UTR, 12 digits, optional)')} error={error}>
        <input
          name="utr"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={utr}
          onChange={(e) => {
            setUtr(e.target.value.replace(/\D/g, ''));
            setError(undefined);
          }}
        />
      </Field>
      <Button type="submit" tone="secondary" disabled={send.isPending}>
        {claimed && claimed === utr ? t('UTR sent') : send.isPending ? t('Sending...') : t('Send UTR')}
      </Button>
    </form>
  );
}
