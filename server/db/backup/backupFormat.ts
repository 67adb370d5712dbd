/**
 * A backup file is gzip over lines: the header, then per table `TABLE {json}`, its rows in
 * COPY text format and `\.`, then `MANIFEST {json}` and `END <sha256 of every byte before END>`.
 * COPY text escapes backslashes and newlines, so a row can never read `\.` (docs/backups.md).
 */
export const HEADER = 'JHOLA-BACKUP 1';
export const END_OF_TABLE = '\\.';

export interface TableSection {
  name: string;
  /** Stored (not generated) columns, in the order of the rows. */
  columns: string[];
  /** Backed up without its rows (a secret: keptOut.ts); absent in backups of older code. */
  rowsKeptOut?: true;
  /** Signed-link columns backed up as '' where set (keptOut.ts). */
  signedLinks?: string[];
}

export interface TableSummary extends TableSection {
  rows: number;
  /** Order-independent digest of the rows' COPY text (rowDigest.ts). */
  digest: string;
}

export interface Manifest {
  format: 1;
  app: { name: string; version: string };
  /** When the snapshot was taken: ISO in IST (+05:30), and the same instant in UTC. */
  takenAtIst: string;
  takenAtUtc: string;
  postgres: string;
  /** The migrations applied in the snapshot, by name. */
  migrations: string[];
  tables: TableSummary[];
  sequences: { name: string; value: number; isCalled: boolean }[];
}

const IST_OFFSET_MS = 330 * 60_000;

/** 2026-11-25T17:13:04+05:30 */
export const istIso = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19) + '+05:30';

/** bagshop-2026-11-25_17-13-04-123_IST.backup.gz: sorts by time, says which clock. */
export function backupFileName(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS).toISOString();
  const stamp = `${ist.slice(0, 10)}_${ist.slice(11, 19).replaceAll(':', '-')}-${ist.slice(20, 23)}`;
  return `bagshop-${stamp}_IST.backup.gz`;
}

export const BACKUP_FILE = /^bagshop-.*_IST\.backup\.gz$/;
