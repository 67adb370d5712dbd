import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatDateTime, formatINR } from '../../../lib/format';
import * as styles from '../../desk/Desk.css';
import * as look from './Remittances.css';
import { DeskLink } from '../../desk/deskLinks';
import { RemittanceForm } from './RemittanceForm';
import { remittancesApi, remittancesQuery } from './remittancesApi';

/**
 * /admin/remittances: the courier's cash-on-delivery remittances (shortfalls flagged) and the cash still with
 * couriers (late flagged). Self-contained: the desk hands it only its CSRF token reader.
 */
export function RemittancesPage({ csrfToken }: { csrfToken: () => string }) {
  const api = useMemo(() => remittancesApi(csrfToken), [csrfToken]);
  const view = useQuery(remittancesQuery(api));
  const data = view.data;
  return (
    <>
      <h1 className={styles.heading}>COD remittances</h1>
      <p className={styles.intro}>
        When a courier pays the cash it collected, record the payment here with the orders or AWBs it covers. The same
        reference twice is one remittance.
      </p>
      <RemittanceForm api={api} />
      {view.isError && <p className={styles.error}>The remittances could not be loaded. Please reload the page.</p>}
      <h2 className={`${styles.heading} ${look.section}`}>Cash still with couriers</h2>
      {data && data.unremitted.length === 0 && <p className={styles.muted}>Every delivered COD order is remitted.</p>}
      {data && data.unremitted.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stacked}`}>
            <thead>
              <tr>
                <th className={styles.cell}>Order</th>
                <th className={styles.cell}>AWB</th>
                <th className={styles.cell}>Delivered</th>
                <th className={styles.number}>Cash</th>
              </tr>
            </thead>
            <tbody>
              {data.unremitted.map((o) => (
                <tr key={o.orderNumber} data-testid="unremitted-order">
                  <td className={styles.cell} data-lead>
                    <DeskLink to="/admin/orders/$orderNumber" params={{ orderNumber: o.orderNumber }}>
                      {o.orderNumber}
                    </DeskLink>
                  </td>
                  <td className={styles.cell} data-label="AWB">
                    {o.trackingNumber ?? '—'}
                  </td>
                  <td className={styles.cell} data-label="Delivered">
                    {formatDateTime(o.deliveredAt)} ({o.days} d){' '}
                    {o.late && <strong className={styles.error}>Late: over {data.lateDays} days</strong>}
                  </td>
                  <td className={styles.number} data-label="Cash">
                    {formatINR(o.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 className={`${styles.heading} ${look.section}`}>Recorded remittances</h2>
      {data && data.remittances.length === 0 && <p className={styles.muted}>None recorded yet.</p>}
      {data && data.remittances.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stacked}`}>
            <thead>
              <tr>
                <th className={styles.cell}>Reference</th>
                <th className={styles.cell}>Received</th>
                <th className={styles.number}>Paid</th>
                <th className={styles.number}>Collected</th>
                <th className={styles.cell}>Orders</th>
              </tr>
            </thead>
            <tbody>
              {data.remittances.map((r) => (
                <tr key={r.reference} data-testid="remittance">
                  <td className={styles.cell} data-lead>
                    {r.reference}
                  </td>
                  <td className={styles.cell} data-label="Received">
                    {new Date(`${r.remittedOn}T12:00:00+05:30`).toLocaleDateString('en-IN', { dateStyle: 'medium' })}
                  </td>
                  <td className={styles.number} data-label="Paid">
                    {formatINR(r.amount)}{' '}
                    {r.shortfall > 0 && <strong className={styles.error}>{formatINR(r.shortfall)} short</strong>}
                  </td>
                  <td className={styles.number} data-label="Collected">
                    {formatINR(r.expected)}
                  </td>
                  <td className={styles.cell} data-label="Orders">
                    {r.orders.join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
