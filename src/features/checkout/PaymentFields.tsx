import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/language';
import * as styles from './Checkout.css';
import type { CheckoutErrors, CheckoutValues } from './checkoutValues';

interface Props {
  values: CheckoutValues;
  errors: CheckoutErrors;
  onPayment: (method: string) => void;
  onAgreement: (agreed: boolean) => void;
  /** Why the quote does not offer cash on delivery (over its limit, parcels refused before), or null. */
  codWithheld: string | null;
}

// When the shop has a UPI ID (docs/payments.md), UPI takes the place of the disabled online option.
const UpiChoice = lazy(() => import('../payments/UpiChoice').then((m) => ({ default: m.UpiChoice })));

/** docs/product.md §5: cash on delivery (and UPI when the shop takes it) is selectable; the agreement must be ticked. */
export function PaymentFields({ values, errors, onPayment, onAgreement, codWithheld }: Props) {
  const t = useT();
  const links = { '{terms}': t('Terms & Conditions'), '{privacy}': t('Privacy Policy') };
  const comingSoon = (
    <label className={styles.choice}>
      <input type="radio" name="paymentMethod" value="online" disabled />
      {t('Online Payment')}
      <span className={styles.comingSoon}>{t('Coming Soon')}</span>
    </label>
  );
  return (
    <section className={styles.card} aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.sectionTitle}>
        {t('Payment Method')}
      </h2>
      <fieldset className={styles.fieldset} aria-describedby={errors.paymentMethod ? 'payment-error' : undefined}>
        <legend className={styles.legend}>{t('Choose how you pay')}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="paymentMethod"
            value="cod"
            checked={values.paymentMethod === 'cod'}
            disabled={codWithheld !== null}
            onChange={() => onPayment('cod')}
            aria-invalid={errors.paymentMethod ? true : undefined}
          />
          {t('Cash on Delivery')}
        </label>
        {/* With COD chosen (a shop without UPI) the reason is the field's error below instead. */}
        {codWithheld && values.paymentMethod !== 'cod' && (
          <p className={styles.codNote} data-testid="cod-withheld">
            {codWithheld}
          </p>
        )}
        <Suspense fallback={comingSoon}>
          <UpiChoice
            checked={values.paymentMethod === 'upi'}
            preferred={codWithheld !== null}
            onChoose={onPayment}
            unavailable={comingSoon}
            className={styles.choice}
            hintClassName={styles.comingSoon}
          />
        </Suspense>
        {errors.paymentMethod && (
          <p id="payment-error" className={styles.error} role="alert">
            {errors.paymentMethod}
          </p>
        )}
      </fieldset>
      <div>
        <label className={styles.agreement}>
          <input
            type="checkbox"
            name="agreement"
            className={styles.checkbox}
            checked={values.agreement}
            onChange={(e) => onAgreement(e.target.checked)}
            aria-invalid={errors.agreement ? true : undefined}
            aria-describedby={errors.agreement ? 'agreement-error' : undefined}
          />
          <span>
            {/* The links sit where the language puts them: 'मैं {terms} और {privacy} से सहमत हूँ'. */}
            {t('I agree to the {terms} and {privacy}')
              .split(/(\{terms\}|\{privacy\})/)
              .map((part) =>
                part === '{terms}' || part === '{privacy}' ? (
                  <Link key={part} to={part === '{terms}' ? '/terms-conditions' : '/privacy-policy'} target="_blank">
                    {links[part]}
                  </Link>
                ) : (
                  part
                ),
              )}
          </span>
        </label>
        {errors.agreement && (
          <p id="agreement-error" className={styles.error} role="alert">
            {errors.agreement}
          </p>
        )}
      </div>
    </section>
  );
}
