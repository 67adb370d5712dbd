import { shopContact } from '../../lib/shopFacts';
import { useT } from '../../i18n/language';

/** Built-in terms text, shown when the server has no terms page. */
export function DefaultTermsText() {
  const t = useT();
  return (
    <>
      <p>{t('By placing an order with Jhola & Co. you agree to these terms. Please read them before you buy.')}</p>
      <h2>{t('Orders and prices')}</h2>
      <p>
        {t(
          'All prices are in Indian rupees and include taxes. An order is confirmed once we email you its order number. We may cancel an order if an item is out of stock, and we will tell you if we do.',
        )}
      </p>
      <h2>{t('Payment')}</h2>
      <p>{t('We accept cash on delivery. Please keep the exact amount ready when your parcel arrives.')}</p>
      <h2>{t('Shipping')}</h2>
      <p>
        {t(
          'Shipping is free on orders above ₹999. Orders are processed in 1-2 business days; standard delivery takes 3-5 business days and express delivery 1-2 business days.',
        )}
      </p>
      <h2>{t('Returns and refunds')}</h2>
      <p>
        {t(
          'You may return an unused bag in its original packaging within 7 days of delivery. Refunds are made within 5-7 business days of us receiving the return.',
        )}
      </p>
      <h2>{t('Contact')}</h2>
      <p>
        {t('Questions about these terms? Write to {email} or call {phone}.', {
          email: shopContact.email,
          phone: shopContact.phone,
        })}
      </p>
    </>
  );
}
