import { parse } from 'csv-parse/sync';
import type { StatementImportInput } from '../../api-schema/adminPayments';
import { HttpError } from '../http/respond';
import { normaliseOrderNumber } from '../orderRecords/orderNumber';

export interface StatementLine {
  line: number;
  date: string;
  narration: string;
  amount: number;
  reference: string;
  /** The order number in the narration (`BAG-…`, or `BAG…` where the bank drops the dash), if any. */
  orderNumber: string | null;
  /** The UTR the money came with: the reference column, else 12 digits in the narration, else the line itself. */
  utr: string;
}

type Column = 'date' | 'narration' | 'amount' | 'reference';
// Header words banks use (HDFC, ICICI, SBI, Axis exports), first match wins; a credit column beats "amount".
const GUESSES: Record<Column, RegExp[]> = {
  date: [/date/i],
  narration: [/narration|description|particulars|remarks|details/i],
  amount: [/credit|deposit/i, /amount/i],
  reference: [/utr|ref|cheque|chq/i],
};

const ORDER_IN_TEXT = /BAG-?[0-9A-Z]{10}/i;
const UTR_IN_TEXT = /\b\d{12}\b/;

function orderNumberIn(narration: string) {
  const found = narration.match(ORDER_IN_TEXT)?.[0].toUpperCase();
  return found ? normaliseOrderNumber(found.startsWith('BAG-') ? found : `BAG-${found.slice(3)}`) : null;
}

/**
 * The statement's credit lines (amount > 0), with columns named in `columns` or guessed from the header.
 * `fileId` names a line that carries no UTR, so the same line of the same file is the same payment again.
 */
export function statementLines(input: StatementImportInput, fileId: string): StatementLine[] {
  let records: string[][];
  try {
    records = parse(input.csv.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch {
    throw new HttpError(400, 'The file is not a readable CSV.');
  }
  const header = records[0] ?? [];
  const index = (column: Column) => {
    const named = input.columns?.[column];
    if (named) return header.findIndex((h) => h.toLowerCase() === named.toLowerCase());
    for (const guess of GUESSES[column]) {
      const found = header.findIndex(
        (h) =>
          guess.test(h) &&
          !(column === 'date' && /value/i.test(h) && header.some((o) => /^(txn |transaction )?date$/i.test(o))),
      );
      if (found >= 0) return found;
    }
    return -1;
  };
  const at = {
    date: index('date'),
    narration: index('narration'),
    amount: index('amount'),
    reference: index('reference'),
  };
  const missing = (['narration', 'amount'] as const).filter((c) => at[c] < 0);
  if (missing.length) throw new HttpError(400, `The CSV has no ${missing.join(' or ')} column; name it on import.`);
  return records.slice(1).flatMap((cells, i) => {
    const amount = Number((cells[at.amount] ?? '').replace(/[₹,\s]/g, ''));
    if (!Number.isFinite(amount) || amount <= 0) return [];
    const cell = (n: number) => (n >= 0 ? (cells[n] ?? '') : '');
    const [line, narration, reference] = [i + 2, cell(at.narration), cell(at.reference)];
    const utr = reference || narration.match(UTR_IN_TEXT)?.[0] || `statement ${fileId} line ${line}`;
    return [{ line, date: cell(at.date), narration, amount, reference, orderNumber: orderNumberIn(narration), utr }];
  });
}
