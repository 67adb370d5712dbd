import { useState } from 'react';
import type { StatementResult } from '../../../api-schema/adminPayments';
import { formatINR } from '../../lib/format';
import type { PaymentsDeskApi } from './paymentsDeskApi';
import * as styles from './PaymentsDesk.css';
import { useDeskWrite } from './useDeskWrite';

/** Bank statement CSV: credits matched to orders by number or claimed UTR; the rest listed for a person. */
export function StatementImport({ api }: { api: PaymentsDeskApi }) {
  const [result, setResult] = useState<StatementResult>();
  const upload = useDeskWrite(api.importStatement, (r) => {
    setResult(r);
    return r.alreadyImported
      ? 'This statement was imported before: nothing changed'
      : `${r.matched.length} orders paid`;
  });
  return (
    <section className={styles.card} aria-labelledby="statement-title">
      <h2 id="statement-title">Import a bank statement</h2>
      <p className={styles.muted}>
        A CSV from your bank (date, narration, amount, reference). Credits whose narration has the order number, or
        whose reference is the UTR a shopper gave, with the exact total, mark the order paid. The same file twice
        changes nothing.
      </p>
      <input
        type="file"
        accept=".csv,text/csv"
        aria-label="Bank statement CSV"
        disabled={upload.isPending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void file.text().then((csv) => upload.mutate(csv));
          e.target.value = '';
        }}
      />
      {result && (
        <div data-testid="statement-result">
          <p>
            {result.alreadyImported ? 'Imported before. ' : ''}
            {result.matched.length} matched · {result.mismatched.length} amount differs · {result.unmatched.length} not
            matched
          </p>
          <ul>
            {result.mismatched.map((m) => (
              <li key={`m${m.line}`}>
                Line {m.line}: {formatINR(m.amount)} for {m.orderNumber}, whose total is {formatINR(m.expected)}
              </li>
            ))}
            {result.unmatched.map((u) => (
              <li key={`u${u.line}`}>
                Line {u.line}: {formatINR(u.amount)} “{u.narration}” {u.reference}: {u.why}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
