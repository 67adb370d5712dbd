import type { TableSection } from './backupFormat';

/**
 * What a backup never holds, so that the file alone opens no shopper's link (docs/backups.md): the rows of
 * `app_secrets` (the links' signing secret) and the signed links themselves — a stored link opens an
 * invoice or a payment step as well as a minted one. A link column reads '' where the order had a link;
 * the shop signs those again when it starts (server/tax/signRestoredLinks.ts).
 */
const ROWS_KEPT_OUT = new Set(['app_secrets']);
const SIGNED_LINKS: Record<string, string[]> = { orders: ['invoice_token', 'payment_token', 'cod_confirm_token'] };

/** The section as this code backs it up; the manifest keeps the marks, so a restore checks it the same way. */
export function withKeptOut(table: TableSection): TableSection {
  const links = SIGNED_LINKS[table.name]?.filter((c) => table.columns.includes(c));
  return {
    ...table,
    ...(ROWS_KEPT_OUT.has(table.name) ? { rowsKeptOut: true } : {}),
    ...(links?.length ? { signedLinks: links } : {}),
  };
}
