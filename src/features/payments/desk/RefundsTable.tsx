import { useState } from 'react';
import type { RefundDue } from '../../../../api-schema/adminPayments';
import { formatINR } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import type { PaymentsDeskApi } from './paymentsDeskApi';
import * as styles from './PaymentsDesk.css';
import { useDeskWrite } from './useDeskWrite';

/** Refunds due (cancelled or returned paid orders) and those recorded in the last 30 days. */
export function RefundsTable({ api, rows }: { api: PaymentsDeskApi; rows: RefundDue[] | undefined }) {
  return (
    <section className={styles.card} aria-labelledby="refunds-title">
      <h2 id="refunds-title">Refunds</h2>
      {rows?.length === 0 && <p className={styles.muted}>No refund is due.</p>}
      {rows && rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Order</th>
              <th>Due</th>
              <th>To UPI ID</th>
              <th>Refund</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <RefundRow key={row.orderNumber} api={api} row={row} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

function RefundRow({ api, row }: { api: PaymentsDeskApi; row: RefundDue }) {
  const [amount, setAmount] = useState(String(row.amountDue));
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(today);
  const record = useDeskWrite(
    () => api.recordRefund(row.orderNumber, { amount: Number(amount), reference, refundedOn: date }),
    () => `Refund for ${row.orderNumber} recorded; the shopper is e-mailed`,
  );
  return (
    <tr data-testid={`refund-${row.orderNumber}`}>
      <td>
        <strong>{row.orderNumber}</strong>
        <br />
        {row.name}
      </td>
      <td>{formatINR(row.amountDue)}</td>
      <td>{row.toVpa ?? 'not given: ask the shopper'}</td>
      <td>
        {row.reference ? (
          `${formatINR(row.amountRefunded ?? 0)} sent on ${row.refundedOn} (ref ${row.reference})`
        ) : (
          <form
            className={styles.inline}
            onSubmit={(e) => {
              e.preventDefault();
              record.mutate(undefined);
            }}
          >
            <input
              className={styles.input}
              aria-label="Amount refunded"
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
            />
            <input
              className={styles.input}
              aria-label="UPI reference of the refund"
              placeholder="12-digit reference"
              inputMode="numeric"
              maxLength={12}
              value={reference}
              onChange={(e) => setReference(e.target.value.replace(/\D/g, ''))}
            />
            <input
              className={styles.input}
              aria-label="Date sent"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
            <Button type="submit" size="sm" disabled={record.isPending}>
              Record refund
            </Button>
          </form>
        )}
      </td>
    </tr>
  );
}
