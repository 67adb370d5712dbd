import type { BreakdownRow, ChargedFigures } from '../../api-schema/orderBreakdown';
import { t } from '../i18n/language';

/**
 * A breakdown row's words in the reader's language: in English exactly api-schema's label (the checkout's, e-mails'
 * and PDFs' wording; test/web/breakdownWords.test.ts holds them equal), and 'Free' for a delivery that costs nothing.
 */
export function breakdownWords(row: BreakdownRow, order: ChargedFigures): { label: string; shown: string } {
  const label = {
    subtotal: () => t('Subtotal'),
    coupon: () => t('Coupon {code}', { code: order.couponCode ?? '' }),
    prepaid: () =>
      order.prepaidPercent ? t('UPI discount ({percent}%)', { percent: order.prepaidPercent }) : t('UPI discount'),
    delivery: () => t('Delivery'),
    codFee: () => t('Cash on delivery fee'),
    total: () => t('Total'),
  }[row.kind]();
  return { label, shown: row.kind === 'delivery' && row.amount === 0 ? t('Free') : row.shown };
}
