import { useState } from 'react';
import type { AwaitingPayment } from '../../../../api-schema/adminPayments';
import { isUtr } from '../../../../api-schema/paymentStep';
import { formatINR } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import type { PaymentsDeskApi } from './paymentsDeskApi';
import * as styles from './PaymentsDesk.css';
import { useDeskWrite } from './useDeskWrite';

const age = (iso: string) => {
  const minutes = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 60_000));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};

/**
 * UPI orders awaiting money, oldest first: mark one received with the UTR from the bank statement. The UTR the
 * shopper sent is a claim, shown beside the field, never typed into it for the owner.
 */
export function AwaitingTable({ api, rows }: { api: PaymentsDeskApi; rows: AwaitingPayment[] | undefined }) {
  return (
    <section className={styles.card} aria-labelledby="awaiting-title">
      <h2 id="awaiting-title">Awaiting payment</h2>
      {rows?.length === 0 && <p className={styles.muted}>No UPI order is waiting for its money.</p>}
      {rows && rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Order</th>
              <th>Amount</th>
              <th>Shopper’s claim</th>
              <th>Age</th>
              <th>Mark received</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <AwaitingRow key={row.orderNumber} api={api} row={row} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function AwaitingRow({ api, row }: { api: PaymentsDeskApi; row: AwaitingPayment }) {
  const [utr, setUtr] = useState('');
  const mark = useDeskWrite(
    (value: string) => api.markReceived(row.orderNumber, value),
    (r) => (r.changed ? `${row.orderNumber} is paid` : `${row.orderNumber} was already paid`),
  );
  return (
    <tr data-testid={`awaiting-${row.orderNumber}`}>
      <td>
        <strong>{row.orderNumber}</strong>
        <br />
        {row.name}
      </td>
      <td>{formatINR(row.amount)}</td>
      <td>
        {row.claimedUtr ? (
          <div className={styles.claim}>
            <p className={styles.muted} data-testid="utr-claim">
              Shopper says they paid with UTR <strong>{row.claimedUtr}</strong> — check your bank statement before
              marking received
            </p>
            <Button type="button" size="sm" tone="secondary" onClick={() => setUtr(row.claimedUtr ?? '')}>
              Copy UTR into the field
            </Button>
          </div>
        ) : (
          <span className={styles.muted}>No UTR sent</span>
        )}
      </td>
      <td>{age(row.placedAt)}</td>
      <td>
        <form
          className={styles.inline}
          onSubmit={(e) => {
            e.preventDefault();
            if (isUtr(utr)) mark.mutate(utr.trim());
          }}
        >
          <input
            className={styles.input}
            aria-label={`UTR for ${row.orderNumber}`}
            inputMode="numeric"
            placeholder="12-digit UTR"
            maxLength={12}
            value={utr}
            onChange={(e) => setUtr(e.target.value.replace(/\D/g, ''))}
          />
          <Button type="submit" size="sm" disabled={!isUtr(utr) || mark.isPending}>
            Mark received
          </Button>
        </form>
      </td>
    </tr>
  );
}
