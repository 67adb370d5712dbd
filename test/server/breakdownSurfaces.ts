import { formatINR } from '../../api-schema/format';
import type { QuoteAdjustment } from '../../api-schema/quote';

/** A breakdown row as a surface shows it: its label and its amount as written ('−₹99', 'Free', '₹1,023'). */
export type ShownRow = [label: string, shown: string];

/** How an amount reads, written out here apart from api-schema/orderBreakdown.ts so the test can catch it. */
export const shown = (kind: string, amount: number) =>
  kind === 'delivery' && amount === 0 ? 'Free' : amount < 0 ? `−${formatINR(-amount)}` : formatINR(amount);

/** What an order of these terms must be charged, computed here from the shop's rules (docs/pricing.md). */
export function expectedCharge(o: { price: number; quantity: number; coupon: string; upi: boolean; city: number }) {
  const subtotal = o.price * o.quantity;
  const coupon = o.coupon === 'WELCOME10' ? Math.min(Math.floor(subtotal / 10), 500) : o.coupon ? 150 : 0;
  const prepaid = o.upi ? Math.floor(((subtotal - coupon) * 5) / 100) : 0;
  const delivery = subtotal > 999 ? 0 : o.city;
  const fee = o.upi ? 0 : 25;
  const adjustments: QuoteAdjustment[] = [
    ...(coupon ? [{ kind: 'coupon' as const, label: `Coupon ${o.coupon}`, amount: -coupon }] : []),
    ...(prepaid ? [{ kind: 'prepaid' as const, label: 'UPI discount (5%)', amount: -prepaid }] : []),
    { kind: 'delivery', label: 'Delivery', amount: delivery },
    ...(fee ? [{ kind: 'codFee' as const, label: 'Cash on delivery fee', amount: fee }] : []),
  ];
  const total = subtotal - coupon - prepaid + delivery + fee;
  const rows: ShownRow[] = [
    ['Subtotal', formatINR(subtotal)],
    ...adjustments.map((a): ShownRow => [a.label, shown(a.kind, a.amount)]),
    ['Total', formatINR(total)],
  ];
  return { subtotal, total, discount: coupon + prepaid, adjustments, rows };
}

const AMOUNT = /(−?₹[\d,]+|Free)/;

/** The e-mail's text: the lines from 'Subtotal: …' to 'Total: …'. */
export function mailTextRows(text: string): ShownRow[] {
  const lines = text.split('\n');
  const from = lines.findIndex((l) => l.startsWith('Subtotal: '));
  const to = lines.findIndex((l, i) => i > from && l.startsWith('Total: '));
  return lines.slice(from, to + 1).map((l): ShownRow => {
    const at = l.lastIndexOf(': ');
    return [l.slice(0, at), l.slice(at + 2)];
  });
}

/** The e-mail's HTML: the table rows of two plain cells (item rows carry a second line, so they do not match). */
export function mailHtmlRows(html: string): ShownRow[] {
  const cells = /<tr>\s*<td[^>]*>([^<]*)<\/td>\s*<td[^>]*>([^<]*)<\/td>\s*<\/tr>/g;
  return [...html.matchAll(cells)].map((m): ShownRow => [m[1]!.trim(), m[2]!.trim()]);
}

/**
 * A PDF's breakdown as pdftotext -layout lays it out: from the line after `after`, each line's label and first
 * amount, up to the Total row. Other columns printed to the right on the same line are ignored.
 */
export function pdfRows(text: string, after: RegExp): ShownRow[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => after.test(l));
  const rows: ShownRow[] = [];
  for (const line of lines.slice(start + 1)) {
    const match = new RegExp(`^\\s*(\\S.*?)\\s+${AMOUNT.source}`).exec(line);
    if (!match) continue;
    rows.push([match[1]!.trim(), match[2]!]);
    if (match[1]!.trim() === 'Total') break;
  }
  return rows;
}

/** The rows' amounts (all but the last) add up to the last, reading each amount as written. */
export function rowsAddUp(rows: readonly ShownRow[]): boolean {
  const value = (s: string) => (s === 'Free' ? 0 : (s.startsWith('−') ? -1 : 1) * Number(s.replace(/[^\d]/g, '')));
  const sum = rows.slice(0, -1).reduce((total, [, s]) => total + value(s), 0);
  return sum === value(rows.at(-1)![1]);
}
