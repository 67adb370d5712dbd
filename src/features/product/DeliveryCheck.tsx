import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { FREE_SHIPPING_ABOVE } from '../../../api-schema/constants';
import { serverMessage } from '../../api/http';
import { tKnown, useT } from '../../i18n/language';
import { formatINR } from '../../lib/format';
import { readRememberedPin, rememberPin } from '../../lib/rememberedPin';
import { Button } from '../../ui/Button';
import * as styles from './DeliveryCheck.css';
import { deliveryQueries } from '../delivery/deliveryQueries';

// Drawn once the server answers (a network wait anyway): its code and the date words leave the page's first load.
const DeliveryAnswerText = lazy(() => import('./DeliveryAnswerText'));

/** "Check delivery" under the buy buttons: a PIN box, then the date, COD and free shipping for that PIN. */
export function DeliveryCheck({ subtotal }: { subtotal: number }) {
  const t = useT();
  const [pin, setPin] = useState(readRememberedPin);
  const [draft, setDraft] = useState(pin ?? '');
  const [editing, setEditing] = useState(!pin);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const focusInput = useRef(false);
  const id = useId();
  const answer = useQuery({ ...deliveryQueries.pin(pin ?? ''), enabled: pin !== null });

  useEffect(() => {
    if (answer.data) rememberPin(answer.data.pincode);
  }, [answer.data]);
  useEffect(() => {
    if (editing && focusInput.current) input.current?.focus();
  }, [editing]);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    // The form rules load when the shopper first checks a PIN, not with the page (first-load budget).
    const problem = await import('./pinProblem')
      .then((rules) => rules.pinProblem(value))
      .catch(() => t('We could not check this PIN code. Please try again.'));
    setError(problem);
    if (problem) return input.current?.focus();
    setPin(value);
    setEditing(false);
  };
  const change = () => {
    focusInput.current = true;
    setEditing(true);
  };

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('Check delivery')}
      </h2>
      {editing ? (
        <form className={styles.form} onSubmit={(event) => void check(event)} noValidate>
          <label htmlFor={`${id}-pin`} className={styles.label}>
            {t('PIN code')}
          </label>
          <div className={styles.row}>
            <input
              ref={input}
              id={`${id}-pin`}
              className={styles.input}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              placeholder={t('e.g. 560034')}
              value={draft}
              onChange={(e) => setDraft(e.target.value.replace(/\D/g, ''))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <Button type="submit" tone="secondary">
              {t('Check')}
            </Button>
          </div>
          {error && (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {error}
            </p>
          )}
        </form>
      ) : (
        <p className={styles.current}>
          {t('Delivering to')} <strong>{pin}</strong>
          {answer.data && `, ${answer.data.state}`}{' '}
          <button
            type="button"
            className={styles.change}
            onClick={change}
            aria-label={t('Change PIN code {pin}', { pin: pin ?? '' })}
          >
            {t('Change')}
          </button>
        </p>
      )}
      <div className={styles.answer} aria-live="polite" aria-atomic="true">
        {pin && !editing && answer.isPending && <p className={styles.muted}>{t('Checking {pin}…', { pin })}</p>}
        {pin && !editing && answer.isError && (
          <p className={styles.error}>
            {tKnown(serverMessage(answer.error) ?? t('We could not check this PIN code. Please try again.'))}
          </p>
        )}
        {!editing && answer.data && (
          // One boundary: the free-shipping line waits for the answer's words, so the lines never swap places.
          <Suspense fallback={null}>
            <DeliveryAnswerText answer={answer.data} />
            {answer.data.serviceable && (
              <p className={styles.line}>
                {subtotal > FREE_SHIPPING_ABOVE
                  ? t('This purchase ships free')
                  : t('Free delivery above {threshold}: add {amount} more', {
                      threshold: formatINR(FREE_SHIPPING_ABOVE),
                      amount: formatINR(FREE_SHIPPING_ABOVE + 1 - subtotal),
                    })}
              </p>
            )}
          </Suspense>
        )}
      </div>
    </section>
  );
}
