import { parse } from 'csv-parse/sync';
import type { StatementImportInput } from '../../api-schema/adminPayments';
import { HttpError } from '../http/respond';

export interface StatementLine {
  line: number;
  date: string;
  narration: string;
  amount: number;
  reference: string;
}

type Column = 'date' | 'narration' | 'amount' | 'reference';
// Header words banks use (HDFC, ICICI, SBI, Axis exports), first match wins; a credit column beats "amount".
const GUESSES: Record<Column, RegExp[]> = {
  date: [/date/i],
  narration: [/narration|description|particulars|remarks|details/i],
  amount: [/credit|deposit/i, /amount/i],
  reference: [/utr|ref|cheque|chq/i],
};

/** The statement's credit lines (amount > 0), with columns named in `columns` or guessed from the header. */
export function statementLines(input: StatementImportInput): StatementLine[] {
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
    return [{ line: i + 2, date: cell(at.date), narration: cell(at.narration), amount, reference: cell(at.reference) }];
  });
}
