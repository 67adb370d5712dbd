import type { TrackLookup } from '../../../api-schema/orderTracking';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { tKnown, useT } from '../../i18n/language';
import * as styles from './TrackOrder.css';
import { useTrackLookupForm } from './useTrackLookupForm';

interface Props {
  initial: TrackLookup;
  onLookup: (lookup: TrackLookup) => void;
  searching: boolean;
  /** Shown above the form after a failed lookup. */
  problem?: string;
}

/** Order number plus the phone or email given at checkout (the order number may come from ?order=). */
export function TrackLookupForm({ initial, onLookup, searching, problem }: Props) {
  const t = useT();
  const { values, errors, setField, onSubmit } = useTrackLookupForm(initial, onLookup);
  return (
    <form className={styles.lookup} onSubmit={onSubmit} noValidate aria-label={t('Track your order')}>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <Field label={t('Order Number')} error={errors.orderNumber && tKnown(errors.orderNumber)}>
        <input
          name="orderNumber"
          value={values.orderNumber}
          onChange={(e) => setField('orderNumber', e.target.value)}
          // eslint-disable-next-line no-restricted-syntax -- the shape of an order number, the same in every language
          placeholder="BAG-XXXXXXXXXX"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </Field>
      <Field label={t('Phone or Email')} error={errors.contact && tKnown(errors.contact)}>
        <input
          name="contact"
          value={values.contact}
          onChange={(e) => setField('contact', e.target.value)}
          autoComplete="email"
        />
      </Field>
      <p className={styles.hint}>{t('Use the phone number or email you gave when you placed the order.')}</p>
      <Button type="submit" size="lg" disabled={searching}>
        {searching ? t('Looking up...') : t('Track Order')}
      </Button>
    </form>
  );
}
