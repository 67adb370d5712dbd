import type { StatementLineResult, StatementOutcome, StatementResult } from '../../../../api-schema/adminPayments';
import { formatINR } from '../../../lib/format';
import * as styles from './PaymentsDesk.css';

const LABELS: Record<StatementOutcome, string> = {
  paid: 'Paid',
  already_paid: 'Already paid',
  conflict: 'UTR used by another order',
  amount_differs: 'Amount differs',
  not_awaiting: 'Not awaiting payment',
  unknown: 'Unknown reference',
};
// Lines that need a person first, then the ones that paid or were paid before.
const ORDER: StatementOutcome[] = ['conflict', 'amount_differs', 'not_awaiting', 'unknown', 'paid', 'already_paid'];
// "UTR used by another order" keeps its capitals inside the summary's sentence.
const inSentence = (label: string) => (/^[A-Z]{2}/.test(label) ? label : label.toLowerCase());
const byNeed = (a: StatementLineResult, b: StatementLineResult) =>
  ORDER.indexOf(a.outcome) - ORDER.indexOf(b.outcome) || a.line - b.line;

/** The import's answer: how many lines of each outcome, then every credit line with its reason. */
export function StatementResultTable({ result }: { result: StatementResult }) {
  const summary = ORDER.filter((o) => result.counts[o] > 0).map((o) => `${result.counts[o]} ${inSentence(LABELS[o])}`);
  return (
    <div data-testid="statement-result" className={styles.result}>
      <p>
        {result.alreadyImported ? 'This file was imported before. ' : ''}
        {summary.length ? summary.join(' · ') : 'The file has no credit lines.'}
      </p>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Line</th>
              <th>Credit</th>
              <th>Outcome</th>
            </tr>
          </thead>
          <tbody>
            {[...result.lines].sort(byNeed).map((line) => (
              <tr key={line.line} data-testid={`statement-line-${line.line}`} data-outcome={line.outcome}>
                <td>{line.line}</td>
                <td>
                  {formatINR(line.amount)}
                  <br />
                  <span className={styles.muted}>{line.reference || line.narration}</span>
                </td>
                <td>
                  <strong>{LABELS[line.outcome]}</strong>
                  <br />
                  {line.why}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
