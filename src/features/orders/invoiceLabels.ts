import { t } from '../../i18n/language';

/** Shown for the order's payment mode on the success page and the invoice, in the reader's language. */
export const paymentModeLabel = (mode: string) =>
  mode === 'cod' ? t('Cash on Delivery') : mode === 'upi' ? 'UPI' : mode === 'online' ? t('Online Payment') : mode;
