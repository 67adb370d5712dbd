import { createHash } from 'node:crypto';

const NEWLINE = 0x0a;

/**
 * Counts the rows of a COPY text stream and XORs their SHA-256s: the same rows give the same
 * digest in any order (a restored table may scan in another order), and every table has a
 * primary key, so no row can cancel a twin.
 */
export class RowDigest {
  rows = 0;
  private readonly sum = Buffer.alloc(32);
  private rest: Buffer = Buffer.alloc(0);

  update(chunk: Buffer) {
    let data = this.rest.length ? Buffer.concat([this.rest, chunk]) : chunk;
    let start = 0;
    for (let end = data.indexOf(NEWLINE); end !== -1; end = data.indexOf(NEWLINE, start)) {
      this.addRow(data.subarray(start, end));
      start = end + 1;
    }
    data = data.subarray(start);
    this.rest = Buffer.from(data);
  }

  addRow(row: Buffer | string) {
    const hash = createHash('sha256').update(row).digest();
    for (let i = 0; i < 32; i++) this.sum[i] = this.sum[i]! ^ hash[i]!;
    this.rows++;
  }

  result(): { rows: number; digest: string } {
    if (this.rest.length) throw new Error('COPY data ended inside a row');
    return { rows: this.rows, digest: this.sum.toString('hex') };
  }
}
