import type { BreakdownRow, ChargedFigures } from './orderBreakdown';

const label = (row: BreakdownRow, order: ChargedFigures) => {
  switch (row.kind) {
    case 'subtotal':
      return 'उप-योग';
    case 'coupon':
      return `कूपन ${order.couponCode ?? ''}`;
    case 'prepaid':
      return order.prepaidPercent ? `UPI छूट (${order.prepaidPercent}%)` : 'UPI छूट';
    case 'delivery':
      return 'डिलीवरी';
    case 'codFee':
      return 'कैश ऑन डिलीवरी शुल्क';
    case 'total':
      return 'कुल';
  }
};

/** A breakdown row (orderBreakdown.ts) for a Hindi order's e-mails and invoice: the same amounts, Hindi words. */
export const hindiBreakdownRow = (row: BreakdownRow, order: ChargedFigures): BreakdownRow => ({
  ...row,
  label: label(row, order),
  shown: row.kind === 'delivery' && row.amount === 0 ? 'मुफ़्त' : row.shown,
});
