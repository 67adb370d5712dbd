import { memo } from 'react';
import type { City } from '../../../api-schema/entities';
import { deliveryChargeFor } from '../../../api-schema/money';
import { useT } from '../../i18n/language';
import { formatINR } from '../../lib/format';
import { Field } from '../../ui/Field';
import * as styles from './Checkout.css';
import type { CheckoutErrors, CheckoutField, CheckoutValues } from './checkoutValues';
import { PinPromise } from './PinPromise';
import type { PinPlace } from './usePinPlace';

interface Props {
  values: CheckoutValues;
  errors: CheckoutErrors;
  cities: readonly City[] | undefined;
  citiesLoading: boolean;
  /** The goods' subtotal: above the free-shipping threshold no city's charge applies (docs/product.md §9). */
  subtotal: number;
  pinPlace: PinPlace;
  onChange: (field: CheckoutField, value: string) => void;
}

/** The PIN comes first: its answer fills City and State and says by when, or that we do not deliver there. */
export function ShippingFields({ values, errors, cities, citiesLoading, subtotal, pinPlace, onChange }: Props) {
  const t = useT();
  const text = (field: CheckoutField, autoComplete: string, type = 'text', inputMode?: 'tel' | 'email' | 'numeric') => (
    <input
      name={field}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      value={values[field] as string}
      onChange={(e) => onChange(field, e.target.value)}
    />
  );
  return (
    <section className={styles.card} aria-labelledby="shipping-title">
      <h2 id="shipping-title" className={styles.sectionTitle}>
        {t('Shipping Information')}
      </h2>
      <Field label={t('PIN Code')} error={errors.pincode}>
        {text('pincode', 'postal-code', 'text', 'numeric')}
      </Field>
      <PinPromise pinPlace={pinPlace} />
      <div className={styles.twoColumns}>
        <Field label={t('City')} error={errors.city}>
          <select
            name="city"
            value={values.city}
            onChange={(e) => onChange('city', e.target.value)}
            aria-busy={citiesLoading}
          >
            <option value="">{citiesLoading ? t('Loading cities…') : t('Select a city')}</option>
            {cities && <CityOptions cities={cities} subtotal={subtotal} />}
          </select>
        </Field>
        <Field label={t('State')} error={errors.state}>
          {text('state', 'address-level1')}
        </Field>
      </div>
      <Field label={t('Full Name')} error={errors.name}>
        {text('name', 'name')}
      </Field>
      <div className={styles.twoColumns}>
        <Field label={t('Email')} error={errors.email}>
          {text('email', 'email', 'email', 'email')}
        </Field>
        <Field label={t('Phone')} error={errors.phone}>
          {text('phone', 'tel', 'tel', 'tel')}
        </Field>
      </div>
      <Field label={t('Address Line 1')} error={errors.address1}>
        {text('address1', 'address-line1')}
      </Field>
      <Field label={t('Address Line 2 (optional)')} error={errors.address2}>
        {text('address2', 'address-line2')}
      </Field>
      <Field label={t('Order Notes (optional)')} error={errors.notes}>
        <textarea name="notes" rows={3} value={values.notes} onChange={(e) => onChange('notes', e.target.value)} />
      </Field>
    </section>
  );
}

/**
 * Each city with the charge this order would pay, never a charge the order will not pay. Memo: the form
 * re-renders on every keystroke and on Place Order; the list changes only with the cities or the subtotal.
 */
const CityOptions = memo(function CityOptions({ cities, subtotal }: { cities: readonly City[]; subtotal: number }) {
  const t = useT();
  return cities.map((city) => {
    const charge = deliveryChargeFor(subtotal, city.deliveryCharge);
    return (
      <option key={city._id} value={city._id}>
        {city.name} ({charge === 0 ? t('Free delivery') : t('{amount} delivery', { amount: formatINR(charge) })})
      </option>
    );
  });
});
