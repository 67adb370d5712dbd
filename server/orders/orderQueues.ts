import type { OrderQueue } from '../../api-schema/adminDashboard';
import { COD_UNREMITTED } from '../payments/codRemittanceSql';

/**
 * The SQL condition of each dashboard queue over `orders o`; `lateDays` and `now` name the parameters holding
 * COD_REMITTANCE_LATE_DAYS and the moment asked about. The dashboard counts and the orders list filter with
 * these same strings, so a figure and its list cannot disagree.
 */
export const queueSql = (lateDays: string, now: string): Record<OrderQueue, string> => ({
  // An unpaid UPI order is not for confirming yet: it waits for its money (or expires).
  to_confirm: `o.order_status = 'placed' AND o.payment_state IS DISTINCT FROM 'awaiting_payment'`,
  awaiting_payment: `o.payment_state = 'awaiting_payment'`,
  refund_due: `o.payment_state = 'refund_due'`,
  cod_unremitted: COD_UNREMITTED,
  cod_late: `${COD_UNREMITTED} AND o.paid_at < ${now}::timestamptz - make_interval(days => ${lateDays}::int)`,
});
