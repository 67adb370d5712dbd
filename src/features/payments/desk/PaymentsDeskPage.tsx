import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AwaitingTable } from './AwaitingTable';
import { paymentsDeskApi, paymentsDeskQuery } from './paymentsDeskApi';
import * as styles from './PaymentsDesk.css';
import { RefundsTable } from './RefundsTable';
import { StatementImport } from './StatementImport';

/**
 * /admin/payments: UPI money awaiting confirmation, refunds due, and the bank statement import. Self-contained:
 * the desk hands it only its CSRF token reader, so it can move to a file route unchanged.
 */
export function PaymentsDeskPage({ csrfToken }: { csrfToken: () => string }) {
  const api = useMemo(() => paymentsDeskApi(csrfToken), [csrfToken]);
  const view = useQuery(paymentsDeskQuery(api));
  return (
    <div className={styles.page}>
      <h1 style={{ margin: 0 }}>Payments</h1>
      {view.isError && <p className={styles.problem}>The payments could not be loaded. Please reload the page.</p>}
      <AwaitingTable api={api} rows={view.data?.awaiting} />
      <StatementImport api={api} />
      <RefundsTable api={api} rows={view.data?.refunds} />
    </div>
  );
}
