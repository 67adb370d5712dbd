import { shopContact } from '../../lib/shopFacts';
import { useT } from '../../i18n/language';

/** Built-in privacy text, shown when the server has no privacy page. */
export function DefaultPrivacyText() {
  const t = useT();
  return (
    <>
      <p>
        {t(
          'Jhola & Co. respects your privacy. This policy explains what we collect when you shop with us, why we collect it and how we keep it safe.',
        )}
      </p>
      <h2>{t('Information we collect')}</h2>
      <ul>
        <li>{t('Your name, email address, phone number and delivery address when you place an order.')}</li>
        <li>{t('The details you send us through the contact form.')}</li>
        <li>{t('Your cart, which is kept only in your own browser.')}</li>
      </ul>
      <h2>{t('How we use it')}</h2>
      <p>
        {t(
          'We use your details to deliver your order, to contact you about it and to answer your questions. We do not sell your information, and we share it only with the courier partners who deliver your parcel.',
        )}
      </p>
      <h2>{t('Payments')}</h2>
      <p>{t('Orders are paid by cash on delivery, so we never see or store card or bank details.')}</p>
      <h2>{t('Your choices')}</h2>
      <p>
        {t('You may ask us to correct or delete your details at any time. Write to {email} or call {phone}.', {
          email: shopContact.email,
          phone: shopContact.phone,
        })}
      </p>
    </>
  );
}
