import { formatINR, formatShopDateTime, formatShopDay } from '../../api-schema/format';
import { statusLabels, type OrderStatus } from '../../api-schema/orderLifecycle';

type Fields = Record<string, unknown>;

const MONEY = new Set([
  'amount',
  'newPrice',
  'oldPrice',
  'maxDiscount',
  'minSubtotal',
  'expected',
  'shortfall',
  'totalAmount',
]);
const DAYS = new Set(['refundedOn', 'remittedOn']);
const LABELS: Record<string, string> = {
  newPrice: 'price',
  oldPrice: 'old price',
  productName: 'name',
  categoryId: 'category',
  lowStockThreshold: 'low-stock alert',
  colors: 'colours',
  specifications: 'specifications',
  maxDiscount: 'maximum discount',
  minSubtotal: 'minimum subtotal',
  startsAt: 'start',
  endsAt: 'end',
  totalUses: 'total uses',
  usesPerPhone: 'uses per phone',
  firstOrderOnly: 'first order only',
  paymentState: 'payment',
  utr: 'UTR',
  reference: 'reference',
  refundedOn: 'sent on',
  trackingNumber: 'AWB',
  rtoReason: 'reason',
  courierId: 'courier',
};

const label = (key: string) => LABELS[key] ?? key.replace(/([A-Z])/g, ' $1').toLowerCase();
const status = (value: unknown) =>
  typeof value === 'string' ? (statusLabels[value as OrderStatus] ?? value).toLowerCase() : 'unknown';

/** A value as an owner reads it: rupees, days, yes/no, "none" — a list or a record only by its size. */
function shown(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return MONEY.has(key) ? formatINR(value) : value.toLocaleString('en-IN');
  if (typeof value === 'string') {
    if (DAYS.has(key)) return formatShopDay(value);
    // The desk's India wall-clock minutes (a coupon's start and end).
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return formatShopDateTime(`${value}:00+05:30`);
    return value.length > 60 ? `“${value.slice(0, 57)}…”` : `“${value}”`;
  }
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  return 'set';
}

const fields = (value: unknown): Fields =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

/** "price ₹1,299 → ₹1,199, shown yes → no": each field that differs; long texts and lists only as changed. */
export function changes(
  before: unknown,
  after: unknown,
  skip: string[] = [],
  names: Record<string, string> = {},
): string {
  const [was, now] = [fields(before), fields(after)];
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((k) => !skip.includes(k));
  return keys
    .filter((k) => JSON.stringify(was[k]) !== JSON.stringify(now[k]))
    .filter((k) => k in was || (now[k] !== null && now[k] !== ''))
    .map((k) => {
      const [a, b] = [was[k], now[k]];
      const name = names[k] ?? label(k);
      const long = (v: unknown) => (v !== null && typeof v === 'object') || (typeof v === 'string' && v.length > 60);
      if (long(a) || long(b)) return `${name} changed`;
      return k in was ? `${name} ${shown(k, a)} → ${shown(k, b)}` : `${name} ${shown(k, b)}`;
    })
    .join(', ');
}

/** "amount ₹5,699, UTR 1234…": the given fields of a record, in words. */
export const listed = (value: unknown, keys: string[]) =>
  keys
    .filter((k) => fields(value)[k] !== undefined && fields(value)[k] !== null)
    .map((k) => `${label(k)} ${shown(k, fields(value)[k]).replace(/^“(.*)”$/, '$1')}`)
    .join(', ');

export { status as statusWord };
