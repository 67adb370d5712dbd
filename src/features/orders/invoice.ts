import type { Order } from '../../../api-schema/entities';
import { formatDateTime, formatINR } from '../../lib/format';
import { orderBreakdown } from '../../../api-schema/orderBreakdown';
import { breakdownWords } from '../../ui/breakdownWords';
import { currentLanguage, t } from '../../i18n/language';
import { paymentModeLabel } from './invoiceLabels';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const STYLE = `
@page { size: A4; margin: 16mm; }
* { box-sizing: border-box; }
body { font: 12pt/1.45 system-ui, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #1f1a17; margin: 0 auto; max-width: 180mm; padding: 8mm 0; }
h1 { font: 700 20pt Georgia, serif; margin: 0; color: #7a3e1d; }
h2 { font-size: 12pt; margin: 0 0 2mm; text-transform: uppercase; letter-spacing: .04em; color: #6b625c; }
header, .info { display: flex; justify-content: space-between; gap: 8mm; margin-bottom: 8mm; }
.info > section { flex: 1; }
p { margin: 0; }
table { width: 100%; border-collapse: collapse; margin-bottom: 6mm; }
th, td { padding: 2mm; border-bottom: 1px solid #e5ddd6; text-align: left; vertical-align: top; }
th.num, td.num { text-align: right; white-space: nowrap; }
tr { break-inside: avoid; }
.totals { margin-left: auto; width: 70mm; }
.totals td { border: none; padding: 1mm 2mm; }
.grand td { font-weight: 700; font-size: 13pt; border-top: 2px solid #1f1a17; }
footer { margin-top: 10mm; color: #6b625c; font-size: 10pt; text-align: center; }
@media print { body { padding: 0; } }
@media screen and (max-width: 640px) { body { padding: 4mm; font-size: 11pt; } header, .info { flex-direction: column; gap: 4mm; } .totals { width: 100%; } }
`;

/**
 * A self-contained, printable A4 invoice built from the order object (its breakdown as charged), in the reader's
 * language; every value is HTML-escaped.
 */
export function buildInvoiceHtml(order: Order): string {
  const e = escapeHtml;
  const s = order.shippingInfo;
  const rows = order.products
    .map(
      (line) =>
        `<tr><td>${e(line.productId.productName)}</td><td>${e(line.color)}</td><td class="num">${e(line.quantity)}</td>` +
        `<td class="num">${e(formatINR(line.price))}</td><td class="num">${e(formatINR(line.price * line.quantity))}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="${currentLanguage() === 'hi' ? 'hi' : 'en-IN'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(t('Invoice {orderNumber}', { orderNumber: order.orderNumber }))}</title><style>${STYLE}</style></head><body>
<header><div><h1>Jhola &amp; Co.</h1><p>${e(t('Invoice'))}</p></div>
<div><p><strong>${e(t('Order Number:'))}</strong> ${e(order.orderNumber)}</p><p><strong>${e(t('Date:'))}</strong> ${e(formatDateTime(order.createdAt))}</p>
<p><strong>${e(t('Payment:'))}</strong> ${e(paymentModeLabel(order.paymentMode))}</p></div></header>
<div class="info"><section><h2>${e(t('Ship To'))}</h2><p>${e(s.name)}</p><p>${e(s.address1)}</p>${s.address2 ? `<p>${e(s.address2)}</p>` : ''}
<p>${e(s.city.name)}, ${e(s.state)} ${e(s.pincode)}</p></section>
<section><h2>${e(t('Contact'))}</h2><p>${e(s.email)}</p><p>${e(s.phone)}</p></section></div>
<table><thead><tr><th>${e(t('Item'))}</th><th>${e(t('Color'))}</th><th class="num">${e(t('Qty'))}</th><th class="num">${e(t('Price'))}</th><th class="num">${e(t('Amount'))}</th></tr></thead><tbody>${rows}</tbody></table>
<table class="totals"><tbody>
${orderBreakdown(order)
  .map((row) => {
    const words = breakdownWords(row, order);
    return `<tr${row.kind === 'total' ? ' class="grand"' : ''}><td>${e(words.label)}</td><td class="num">${e(words.shown)}</td></tr>`;
  })
  .join('\n')}
</tbody></table>
<footer>${e(t('Thank you for shopping with Jhola & Co.'))}</footer>
</body></html>`;
}
