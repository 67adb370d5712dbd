import { finished } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { PoolClient } from './transaction';

const SPECIAL = /[\\\t\n\r]/g;
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value as a field of COPY's text format: backslash, tab and line breaks escaped. */
const field = (value: string | number) =>
  typeof value === 'number' ? String(value) : value.replace(SPECIAL, (c) => ESCAPED[c]!);

/**
 * Inserts many rows with one COPY FROM STDIN on the caller's client (inside its transaction): no statement
 * to plan and no parameter to parse whole, each value read once by its column's type; constraints and
 * triggers hold as for an INSERT.
 */
export async function copyRowsIn(
  client: PoolClient,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly (string | number)[])[],
) {
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  const done = finished(stream);
  stream.end(rows.map((row) => `${row.map(field).join('\t')}\n`).join(''));
  await done;
}
