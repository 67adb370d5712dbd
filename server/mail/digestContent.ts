import { takingsWorking } from '../../api-schema/adminDashboard';
import { formatINR } from '../../api-schema/format';
import { deskListUrl, ordersPlaced, WAITING_LABELS, WAITING_LISTS } from '../../api-schema/deskLists';
import type { OwnerDigestPayload } from './ownerDigest';

const onDay = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${day}T12:00:00+05:30`).toLocaleDateString('en-IN', { ...options, timeZone: 'Asia/Kolkata' });

export interface DigestLine {
  label: string;
  figure: string;
  note?: string;
  url: string;
}

/**
 * What the digest says, once, for its text and its HTML (renderOwnerDigest.ts): each figure with the desk list
 * behind it (the dashboard's links, api-schema/deskLists.ts) as an absolute URL.
 */
export function digestContent(payload: OwnerDigestPayload, publicUrl: string) {
  const { yesterday, lastSevenDays: week, waiting } = payload;
  const orders = (n: number) => `${n} order${n === 1 ? '' : 's'}`;
  const spanLine = (label: string, span: typeof week): DigestLine => ({
    label,
    figure: `${orders(span.orders)}, ${formatINR(span.net)} net`,
    note: takingsWorking(span),
    url: deskListUrl(publicUrl, ordersPlaced(span.from, span.to)),
  });
  const notes: Partial<Record<(typeof WAITING_LABELS)[number][0], string>> = {
    awaitingPayment: `${formatINR(waiting.awaitingPaymentAmount)} to come`,
    codUnremitted: `${formatINR(waiting.codUnremittedAmount)} with couriers`,
    codLate: `collected over ${payload.codLateDays} days ago`,
  };
  // Low stock has a section of its own, naming the products.
  const shown = WAITING_LABELS.filter(([key]) => key !== 'lowStock' && waiting[key] > 0);
  const desk = `${publicUrl.replace(/\/+$/, '')}/admin`;
  return {
    subject: `Jhola & Co. — your day, ${onDay(payload.day, { day: 'numeric', month: 'short', year: 'numeric' })}`,
    takings: [
      spanLine(`Yesterday, ${onDay(yesterday.from, { weekday: 'long', day: 'numeric', month: 'long' })}`, yesterday),
      spanLine(
        `Last 7 days, ${onDay(week.from, { day: 'numeric', month: 'short' })} – ${onDay(week.to, { day: 'numeric', month: 'short' })}`,
        week,
      ),
    ],
    asOf: new Date(payload.at).toLocaleTimeString('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    }),
    waiting: shown.map(([key, label]): DigestLine => ({
      label,
      figure: String(waiting[key]),
      note: notes[key],
      url: deskListUrl(publicUrl, WAITING_LISTS[key]),
    })),
    // Every queue at 0 is worth saying: the owner need not open the desk to check.
    allClear: shown.length === 0,
    lowStock: payload.lowStock.map((p) => ({
      label: p.name,
      figure: `${p.stock} left`,
      note: `low at ${p.threshold}`,
      // Its row in the desk's catalogue, where the stock is edited.
      url: deskListUrl(publicUrl, { to: '/admin/catalogue', search: { q: p.id } }),
    })),
    lowStockCount: waiting.lowStock,
    lowStockMore: waiting.lowStock - payload.lowStock.length,
    lowStockThreshold: payload.lowStockThreshold,
    lowStockUrl: deskListUrl(publicUrl, WAITING_LISTS.lowStock),
    desk,
  };
}
