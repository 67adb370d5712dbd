import { html } from 'hono/html';
import { orderBreakdown } from '../../api-schema/orderBreakdown';
import { formatINR } from '../../api-schema/format';
import { courierTrackingUrl } from '../../api-schema/couriers';
import { orderMessageCopy } from './orderMessageCopy';
import { orderMessageWords } from './orderMessageWords';
import type { OrderMessagePayload } from './outbox';

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

const ON_THE_WAY = new Set(['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery']);

export const trackingUrl = (publicUrl: string, orderNumber: string) =>
  `${publicUrl.replace(/\/+$/, '')}/track-order?order=${encodeURIComponent(orderNumber)}`;

/** The shopper's message about an order event, as plain text and HTML with the same content, in the order's language. */
export async function renderOrderMessage(payload: OrderMessagePayload, publicUrl: string): Promise<RenderedMessage> {
  const { order, event } = payload;
  const copy = orderMessageCopy(payload);
  const w = orderMessageWords(order.language);
  const link = trackingUrl(publicUrl, order.orderNumber);
  // The invoice link is the signed one the order carries (relative to the shop), made absolute for mail.
  const invoice = order.invoicePdfUrl ? new URL(order.invoicePdfUrl, publicUrl).href : undefined;
  const creditNote = payload.payment?.creditNotePdfUrl
    ? new URL(payload.payment.creditNotePdfUrl, publicUrl).href
    : undefined;
  // The payment step while the order awaits its UPI payment (docs/payments.md).
  const payNow =
    order.payPath && (payload.payment?.kind === 'awaiting' || payload.payment?.kind === 'unpaid')
      ? new URL(order.payPath, publicUrl).href
      : undefined;
  // A COD order's "Confirm your order" link, in its confirmation (docs/pricing.md).
  const confirm =
    event.status === 'placed' && order.confirmPath ? new URL(order.confirmPath, publicUrl).href : undefined;
  // The courier's own page for the AWB, when the parcel shipped with a listed courier (docs/decisions/022-couriers.md).
  const courierPage = event.status === 'shipped' ? courierTrackingUrl(event.courier, event.trackingNumber) : null;
  const courierLink = w.courierLink(event.courier ?? '');
  // The delivered message's signed link to rate and review what was bought (REVIEWS=on).
  const review = payload.reviewPath ? new URL(payload.reviewPath, publicUrl).href : undefined;
  const s = order.shippingInfo;
  // The status after this message's change, at the time of that change (in India's time).
  const when = w.when(event.at);
  const status = copy.status ?? w.statusLabel(event.status);
  // The breakdown the order was charged, as every surface shows it (api-schema/orderBreakdown.ts).
  const breakdown = orderBreakdown(order).map((row) => w.breakdownRow(row, order));
  // The promise made when the order was placed, while the parcel is still to arrive (docs/decisions/018).
  const expected = order.deliveryPromise && ON_THE_WAY.has(event.status) ? w.deliveryRange(order.deliveryPromise) : '';
  const address = [s.name, s.address1, s.address2, `${s.city.name}, ${s.state} ${s.pincode}`].filter(Boolean);
  const items = order.products.map((l) => ({
    name: l.productId.productName,
    detail: w.lineDetail(l.color, l.quantity),
    amount: formatINR(l.price * l.quantity),
  }));

  const text = [
    w.hello(s.name),
    '',
    copy.heading,
    ...copy.lines,
    ...(courierPage ? [`${courierLink}: ${courierPage}`] : []),
    '',
    `${w.orderNumber}: ${order.orderNumber}`,
    `${w.status}: ${status} (${when})`,
    ...(expected ? [`${w.expectedDelivery}: ${expected}`] : []),
    ...(payNow ? [`${w.payment}: ${w.awaitingPayment}`, `${w.payNow}: ${payNow}`] : []),
    ...(confirm ? [`${w.confirmOrder}: ${confirm}`] : []),
    ...(review ? [`${w.review}: ${review}`] : []),
    '',
    ...items.map((i) => `${i.name} (${i.detail}): ${i.amount}`),
    ...breakdown.map((row) => `${row.label}: ${row.shown}`),
    '',
    `${w.shippingTo}:`,
    ...address,
    '',
    `${w.trackOrder}: ${link}`,
    ...(creditNote
      ? [`${w.creditNote} (PDF): ${creditNote}`]
      : invoice && order.orderStatus !== 'cancelled'
        ? [`${w.invoice} (PDF): ${invoice}`]
        : []),
    '',
    'Jhola & Co.',
  ].join('\n');

  const cell = 'padding:6px 0;border-bottom:1px solid #eee';
  const body = await html`<!doctype html>
    <html lang="${w.htmlLang}">
      <head>
        <meta charset="utf-8" />
        <title>${copy.subject}</title>
      </head>
      <body style="margin:0;background:#f7f3ee;font-family:Arial,Helvetica,sans-serif;color:#2b2118">
        <div style="max-width:560px;margin:0 auto;padding:24px;background:#fff">
          <p style="font-size:20px;font-weight:700;margin:0 0 16px">Jhola &amp; Co.</p>
          <p>${w.hello(s.name)}</p>
          <h1 style="font-size:22px;margin:16px 0 8px">${copy.heading}</h1>
          ${copy.lines.map((line) => html`<p>${line}</p>`)}
          ${
            courierPage
              ? html`<p><a href="${courierPage}" target="_blank" rel="noopener noreferrer">${courierLink}</a></p>`
              : ''
          }
          <p>
            <strong>${w.orderNumber}:</strong> ${order.orderNumber}<br /><strong>${w.status}:</strong>
            ${status}
            (${when})${expected ? html`<br /><strong>${w.expectedDelivery}:</strong> ${expected}` : ''}${
              payNow ? html`<br /><strong>${w.payment}:</strong> ${w.awaitingPayment}` : ''
            }
          </p>
          ${
            payNow
              ? html`<p>
                  <a
                    href="${payNow}"
                    style="display:inline-block;padding:12px 20px;background:#1f6f43;color:#fff;text-decoration:none;border-radius:6px"
                    >${w.payNow}</a
                  >
                </p>`
              : ''
          }
          ${
            confirm
              ? html`<p>
                  <a
                    href="${confirm}"
                    style="display:inline-block;padding:12px 20px;background:#1f6f43;color:#fff;text-decoration:none;border-radius:6px"
                    >${w.confirmOrder}</a
                  >
                </p>`
              : ''
          }
          ${
            review
              ? html`<p>
                  <a
                    href="${review}"
                    style="display:inline-block;padding:12px 20px;background:#1f6f43;color:#fff;text-decoration:none;border-radius:6px"
                    >${w.review}</a
                  >
                </p>`
              : ''
          }
          <table style="width:100%;border-collapse:collapse;font-size:14px">
            ${items.map(
              (i) =>
                html`<tr>
                  <td style="${cell}">${i.name}<br /><small>${i.detail}</small></td>
                  <td style="${cell};text-align:right">${i.amount}</td>
                </tr>`,
            )}
            ${breakdown.map((row) => {
              const weight = row.kind === 'total' ? ';font-weight:700' : '';
              return html`<tr>
                <td style="padding:6px 0${weight}">${row.label}</td>
                <td style="text-align:right${weight}">${row.shown}</td>
              </tr>`;
            })}
          </table>
          <p>
            <strong>${w.shippingTo}</strong><br />${address.map((line, i) => html`${i > 0 ? html`<br />` : ''}${line}`)}
          </p>
          <p>
            <a
              href="${link}"
              style="display:inline-block;padding:12px 20px;background:#8a4b24;color:#fff;text-decoration:none;border-radius:6px"
              >${w.trackOrder}</a
            >
          </p>
          <p style="font-size:12px;color:#6b5a4c">${w.orOpen} ${link}</p>
          ${
            creditNote
              ? html`<p>${w.creditNote}: <a href="${creditNote}">${w.downloadPdf}</a></p>`
              : invoice && order.orderStatus !== 'cancelled'
                ? html`<p>${w.invoice}: <a href="${invoice}">${w.downloadPdf}</a></p>`
                : ''
          }
        </div>
      </body>
    </html>`;
  return { subject: copy.subject, text, html: String(body) };
}
