import type { TableSection } from './backupFormat';

/**
 * What a backup never holds, so that the file alone opens no shopper's link (docs/backups.md): the rows of
 * `app_secrets` (the links' signing secret) and the signed links themselves — a stored link opens an
 * invoice or a payment step as well as a minted one. An order's link column reads '' where it had a link,
 * and a message's payload names the link by a marker; the shop signs them again when it starts
 * (server/payments/signRestoredLinks.ts).
 */
const ROWS_KEPT_OUT = new Set(['app_secrets']);
export const LINK_COLUMNS = ['invoice_token', 'payment_token', 'cod_confirm_token'] as const;

/** Stands for an order's link in a backed-up message: `~invoice_token~`. */
export const linkMarker = (column: (typeof LINK_COLUMNS)[number]) => `~${column}~`;
/** Stands for a delivered message's review link (signed from the order number, kept in no column). */
export const REVIEW_PATH_MARKER = '~review_path~';

const MASKS: Record<string, { columns: Record<string, string>; join?: string }> = {
  orders: {
    columns: Object.fromEntries(LINK_COLUMNS.map((c) => [c, `CASE WHEN t.${c} IS NULL THEN NULL ELSE '' END`])),
  },
  // Messages carry the order's links in their payload (invoicePdfUrl, payPath, confirmPath, creditNotePdfUrl,
  // and a delivered message's reviewPath).
  mail_outbox: {
    columns: {
      payload: `jsonb_set(${LINK_COLUMNS.reduce(
        (sql, c) => `replace(${sql}, coalesce(o.${c}, ''), '${linkMarker(c)}')`,
        't.payload::text',
      )}::jsonb, '{reviewPath}', '"${REVIEW_PATH_MARKER}"', false)`,
    },
    join: 'LEFT JOIN public.orders o ON o.id = t.order_id',
  },
};

/** The section as this code backs it up; the manifest keeps the marks, so a restore checks it the same way. */
export function withKeptOut(table: TableSection): TableSection {
  const masked = Object.keys(MASKS[table.name]?.columns ?? {}).filter((c) => table.columns.includes(c));
  return {
    ...table,
    ...(ROWS_KEPT_OUT.has(table.name) ? { rowsKeptOut: true } : {}),
    ...(masked.length ? { signedLinks: masked } : {}),
  };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The rows as the backup holds them: without what is kept out of it. */
export function copyOutSql(table: TableSection) {
  const name = `public.${quoteIdent(table.name)}`;
  if (!table.rowsKeptOut && !table.signedLinks) {
    return `COPY ${name} (${table.columns.map(quoteIdent).join(', ')}) TO STDOUT`;
  }
  const mask = MASKS[table.name];
  const columns = table.columns.map((c) => {
    if (!table.signedLinks?.includes(c)) return `t.${quoteIdent(c)}`;
    const sql = mask?.columns[c];
    if (!sql) throw new Error(`The backup masks ${table.name}.${c}, which this code does not know how to`);
    return sql;
  });
  const masked = table.signedLinks?.length && mask?.join ? ` ${mask.join}` : '';
  const where = table.rowsKeptOut ? ' WHERE false' : '';
  return `COPY (SELECT ${columns.join(', ')} FROM ${name} t${masked}${where}) TO STDOUT`;
}
