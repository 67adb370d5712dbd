import { COURIERS } from '../../api-schema/couriers';
import { formatINR, formatShopDay } from '../../api-schema/format';
import { changes, listed, statusWord } from './activityWords';

export interface AuditRow {
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}

type Sentence = (row: AuditRow, after: Record<string, unknown>, before: Record<string, unknown>) => string;

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const count = (n: unknown, one: string, many = `${one}s`) => `${Number(n) || 0} ${Number(n) === 1 ? one : many}`;
const offer = (t: Record<string, unknown>) =>
  t.kind === 'percent' ? `${Number(t.amount)}% off` : `${formatINR(Number(t.amount))} off`;
const withChanges = (text: string, detail: string) => (detail ? `${text}: ${detail}` : text);
/** Stock per colour (ADR 028) reads "Tan stock 39 → 4"; an older row's one `stock` reads as it always did. */
const perColour = (fields: unknown) => {
  if (fields === null || typeof fields !== 'object') return fields;
  const { colorStock, ...rest } = fields as Record<string, unknown>;
  const colours = colorStock !== null && typeof colorStock === 'object' ? Object.entries(colorStock) : [];
  return { ...Object.fromEntries(colours.map(([name, n]) => [`${name} stock`, n])), ...rest };
};
// The colour's own name, as the owner typed it (not the label of a field name).
const colourNames = (fields: unknown) =>
  Object.fromEntries(
    Object.keys(perColour(fields) ?? {})
      .filter((key) => key.endsWith(' stock'))
      .map((key) => [key, key]),
  );

// A statement's other lines, by outcome (the older import's names too: its audit rows stay in the log).
const STATEMENT_LINES: Record<string, string> = {
  already_paid: 'already paid',
  conflict: 'with a UTR that paid another order',
  amount_differs: 'with an amount that differs',
  mismatched: 'with an amount that differs',
  not_awaiting: 'for orders not awaiting payment',
  unknown: 'not matched',
  unmatched: 'not matched',
};

const SENTENCES: Record<string, Sentence> = {
  'payment.received': ({ subject }, a) =>
    `Marked ${subject} paid: ${formatINR(Number(a.amount))}, UTR ${text(a.utr)}` +
    (a.statementLine ? ` (bank statement, line ${text(a.statementLine)})` : ''),
  'payment.refunded': ({ subject }, a) =>
    `Recorded the refund of ${subject}: ${formatINR(Number(a.amount))} sent on ${formatShopDay(text(a.refundedOn))}, UPI reference ${text(a.reference)}`,
  'payment.statement': (_, a) => {
    const others = Object.entries(STATEMENT_LINES)
      .filter(([key]) => Number(a[key]) > 0)
      .map(([key, words]) => `${Number(a[key])} ${words}`);
    const head = `Imported a bank statement of ${count(a.lines, 'line')}: ${count(a.paid ?? a.matched, 'order')} marked paid`;
    return others.length ? `${head}; ${others.join(', ')}` : head;
  },
  'cod.remittance': ({ subject }, a) =>
    `Recorded COD remittance ${subject} of ${formatShopDay(text(a.remittedOn))}: ${formatINR(Number(a.amount))} for ${count(Array.isArray(a.orders) ? a.orders.length : 0, 'order')}` +
    (Number(a.shortfall) > 0 ? `, ${formatINR(Number(a.shortfall))} short` : ''),
  'message.update': ({ subject }, a) =>
    `Marked ${subject} ${a.read ? 'read' : 'unread'} and ${a.handled ? 'handled' : 'not handled'}`,
  'coupon.create': ({ subject }, a) =>
    withChanges(`Created ${subject}, ${offer(a)}`, changes({}, a, ['kind', 'amount'])),
  'coupon.update': ({ subject }, a, b) =>
    withChanges(
      `Changed ${subject}`,
      [offer(b) === offer(a) ? '' : `offer ${offer(b)} → ${offer(a)}`, changes(b, a, ['kind', 'amount'])]
        .filter(Boolean)
        .join(', '),
    ),
  'product.create': ({ subject }, a) =>
    `Added product ${subject} (“${text(a.productName)}”) at ${formatINR(Number(a.newPrice))}, stock ${Number(a.stock) || 0}${Array.isArray(a.colors) && a.colors.length > 1 ? ' each' : ''}, ${count(Array.isArray(a.colors) ? a.colors.length : 0, 'colour')}`,
  'product.update': ({ subject, before, after }) =>
    withChanges(
      `Changed ${subject}`,
      changes(perColour(before), perColour(after), [], {
        active: 'shown',
        ...colourNames(before),
        ...colourNames(after),
      }),
    ),
  'product.edit': ({ subject, before, after }) => withChanges(`Edited ${subject}`, changes(before, after)),
  'photo.add': ({ subject, after }) =>
    `Added a photo to ${subject} (now ${count(Array.isArray(after) ? after.length : 0, 'photo')})`,
  'photo.remove': ({ subject, after }) =>
    `Removed a photo from ${subject} (now ${count(Array.isArray(after) ? after.length : 0, 'photo')})`,
  'photo.reorder': ({ subject }) => `Put the photos of ${subject} in a new order`,
  'session.end': ({ subject }) => `Signed out ${subject}`,
};

/** An order's lifecycle move: "Moved BAG-… from packed to shipped: courier Delhivery, AWB 1234". */
const orderMove: Sentence = ({ subject }, a, b) => {
  // A listed courier is stored by its id: the owner reads its name.
  const listedCourier = COURIERS.find((c) => c.id === a.courierId)?.name;
  return withChanges(
    `Moved ${subject} from ${statusWord(b.status)} to ${statusWord(a.status)}`,
    listed({ courier: listedCourier, ...a }, ['courier', 'trackingNumber', 'reason', 'rtoReason', 'note']),
  );
};

/** The Activity log's line for an audit row: a sentence an owner reads, never the stored JSON. */
export function activitySentence(row: AuditRow): string {
  const record = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const sentence = row.action.startsWith('order.') ? orderMove : SENTENCES[row.action];
  if (sentence) return sentence(row, record(row.after), record(row.before));
  // A kind of change without its own sentence still reads as words: what, on what, and what differs.
  return withChanges(`${row.action.replace(/[._]/g, ' ')} ${row.subject}`, changes(row.before, row.after));
}
