import { useState } from 'react';
import { STATEMENT_MAX_BYTES, STATEMENT_TOO_LARGE, type StatementResult } from '../../../../api-schema/adminPayments';
import { showToast } from '../../../ui/showToast';
import type { PaymentsDeskApi } from './paymentsDeskApi';
import * as styles from './PaymentsDesk.css';
import { StatementResultTable } from './StatementResultTable';
import { useDeskWrite } from './useDeskWrite';

const ordersPaid = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'} paid`;

/** Bank statement CSV: each credit line gets its own outcome; the clean ones pay their orders. */
export function StatementImport({ api }: { api: PaymentsDeskApi }) {
  const [result, setResult] = useState<StatementResult>();
  const upload = useDeskWrite(api.importStatement, (r) => {
    setResult(r);
    if (r.counts.paid === 0 && r.alreadyImported) return 'This statement was imported before: nothing changed';
    return ordersPaid(r.counts.paid);
  });
  return (
    <section className={styles.card} aria-labelledby="statement-title">
      <h2 id="statement-title">Import a bank statement</h2>
      <p className={styles.muted}>
        A CSV from your bank (date, narration, amount, reference), up to {STATEMENT_MAX_BYTES / 1024 / 1024} MB. Credits
        whose narration has the order number, or whose reference is the UTR a shopper gave, with the exact total, mark
        the order paid; every other line is listed below with the reason. Importing the same file again changes nothing.
      </p>
      <input
        type="file"
        accept=".csv,text/csv"
        aria-label="Bank statement CSV"
        disabled={upload.isPending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file && file.size > STATEMENT_MAX_BYTES) showToast.error(STATEMENT_TOO_LARGE);
          else if (file) void file.text().then((csv) => upload.mutate(csv));
          e.target.value = '';
        }}
      />
      {result && <StatementResultTable result={result} />}
    </section>
  );
}
