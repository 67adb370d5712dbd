import type { StatementLineResult, StatementOutcome } from '../../api-schema/adminPayments';
import { formatINR } from '../../api-schema/format';
import type { LineMatch } from './matchStatement';
import type { StatementLine } from './statementLines';

export interface LineToPay {
  line: number;
  orderId: number;
  orderNumber: string;
  amount: number;
  utr: string;
}

// A credit with paise is never an order's total; say it as the bank wrote it.
const rupees = (amount: number) => (Number.isInteger(amount) ? formatINR(amount) : `₹${amount.toFixed(2)}`);

const NOT_AWAITING: Record<string, string> = {
  not_paid: 'was cancelled before the money arrived',
  refund_due: 'was paid and then cancelled; its refund is due',
  refunded: 'was paid and refunded',
};

/**
 * One outcome per line, in the file's order, as the database stands plus the lines before it: a UTR pays
 * one order, an order is paid once, and only an exact total pays. Pure: the caller writes `toPay`.
 */
export function classifyLines(lines: StatementLine[], matches: LineMatch[]) {
  const paidBy = new Map<string, string>(); // UTR → order number, from earlier lines of this file
  const paidOrders = new Map<string, number>(); // order number → the line that paid it
  const toPay: LineToPay[] = [];
  const results = lines.map((line, i): StatementLineResult => {
    const match = matches[i]!;
    const order = match.order_number;
    const said = (outcome: StatementOutcome, why: string, extra: Partial<StatementLineResult> = {}) => ({
      line: line.line,
      date: line.date,
      narration: line.narration,
      amount: line.amount,
      reference: line.reference,
      outcome,
      orderNumber: order,
      otherOrder: null,
      expected: null,
      why,
      ...extra,
    });
    const utrPaid = paidBy.get(line.utr) ?? match.utr_paid;
    if (!order || match.total_amount === null) return said('unknown', 'No order number or claimed UTR matches');
    if (utrPaid && utrPaid !== order)
      return said('conflict', `UTR ${line.utr} already paid ${utrPaid}; it cannot pay ${order} too`, {
        otherOrder: utrPaid,
      });
    if (utrPaid === order) return said('already_paid', `${order} was already paid with this UTR; nothing changed`);
    if (line.amount !== match.total_amount)
      return said('amount_differs', `${rupees(line.amount)} is not ${order}’s total ${formatINR(match.total_amount)}`, {
        expected: match.total_amount,
      });
    if (match.payment_mode !== 'upi') return said('not_awaiting', `${order} is cash on delivery`);
    const earlier = paidOrders.get(order);
    if (earlier) return said('not_awaiting', `${order} was paid by line ${earlier} of this file`);
    if (match.payment_state !== 'awaiting_payment') {
      const why = match.paid_reference
        ? `already paid with UTR ${match.paid_reference}`
        : (NOT_AWAITING[match.payment_state ?? ''] ?? 'is not awaiting payment');
      return said('not_awaiting', `${order} ${why}`);
    }
    paidBy.set(line.utr, order);
    paidOrders.set(order, line.line);
    toPay.push({ line: line.line, orderId: match.id!, orderNumber: order, amount: match.total_amount, utr: line.utr });
    return said('paid', `${order} marked paid`);
  });
  return { results, toPay };
}
