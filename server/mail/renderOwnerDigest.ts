import { html } from 'hono/html';
import { digestContent, type DigestLine } from './digestContent';
import type { OwnerDigestPayload } from './ownerDigest';
import type { RenderedMessage } from './renderOrderMessage';

const textLine = (l: DigestLine) => `- ${l.label}: ${l.figure}${l.note ? ` (${l.note})` : ''}\n  ${l.url}`;

const cell = 'padding:8px 0;border-bottom:1px solid #eee;vertical-align:top';
const htmlRows = (lines: DigestLine[]) =>
  html`<table style="width:100%;border-collapse:collapse;font-size:15px">
    ${lines.map(
      (l) =>
        html`<tr>
          <td style="${cell};padding-right:12px">
            <a href="${l.url}" style="color:#2b2118">${l.label}</a>${
              l.note ? html`<br /><small style="color:#6b5a4c">${l.note}</small>` : ''
            }
          </td>
          <td style="${cell};text-align:right;font-weight:700;white-space:nowrap">
            <a href="${l.url}" style="color:#8a4b24">${l.figure}</a>
          </td>
        </tr>`,
    )}
  </table>`;

// The takings' figures are long ("9 orders, ₹1,34,550 net"): under their label, not beside it, on a phone too.
const htmlTakings = (lines: DigestLine[]) =>
  lines.map(
    (l) =>
      html`<p style="margin:0;padding:8px 0;border-bottom:1px solid #eee">
        <a href="${l.url}" style="color:#2b2118">${l.label}</a><br />
        <a href="${l.url}" style="color:#8a4b24;font-size:20px;font-weight:700">${l.figure}</a><br />
        <small style="color:#6b5a4c">${l.note}</small>
      </p>`,
  );

/** The owner's daily digest (admin/digest): yesterday's orders and takings, what waits now, low stock. */
export async function renderOwnerDigest(payload: OwnerDigestPayload, publicUrl: string): Promise<RenderedMessage> {
  const c = digestContent(payload, publicUrl);
  const clear = 'Nothing waits for you: no order to confirm, pack or ship, no payment, refund, return or message.';
  const intro = 'Here is your shop yesterday, and what waits for you now.';
  const waitingTitle = `Waiting for you at ${c.asOf}`;
  const n = c.lowStockCount;
  const lowTitle = `Low on stock: ${n} product${n === 1 ? '' : 's'} at or below ${n === 1 ? 'its' : 'their'} level`;
  const more = c.lowStockMore > 0 ? `and ${c.lowStockMore} more` : '';
  const text = [
    'Hello,',
    '',
    intro,
    '',
    ...c.takings.map(textLine),
    '',
    `${waitingTitle}:`,
    ...(c.allClear ? [clear] : c.waiting.map(textLine)),
    ...(n ? ['', `${lowTitle}:`, ...c.lowStock.map(textLine), ...(more ? [more] : [])] : []),
    ...(n ? [`All of them: ${c.lowStockUrl}`] : []),
    '',
    `Shop desk: ${c.desk}`,
    '',
    'Jhola & Co.',
  ].join('\n');
  const heading = 'font-size:17px;margin:24px 0 4px';
  const body = await html`<!doctype html>
    <html lang="en-IN">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${c.subject}</title>
      </head>
      <body style="margin:0;background:#f7f3ee;font-family:Arial,Helvetica,sans-serif;color:#2b2118">
        <div style="max-width:560px;margin:0 auto;padding:24px;background:#fff">
          <p style="font-size:20px;font-weight:700;margin:0 0 16px">Jhola &amp; Co.</p>
          <p>Hello,</p>
          <p>${intro}</p>
          ${htmlTakings(c.takings)}
          <h2 style="${heading}">${waitingTitle}</h2>
          ${c.allClear ? html`<p>${clear}</p>` : htmlRows(c.waiting)}
          ${
            n
              ? html`<h2 style="${heading}">${lowTitle}</h2>
                  ${htmlRows(c.lowStock)}
                  <p>
                    <a href="${c.lowStockUrl}" style="color:#8a4b24">${more ? `See all (${more})` : 'See them all'}</a>
                  </p>`
              : ''
          }
          <p style="margin-top:24px">
            <a
              href="${c.desk}"
              style="display:inline-block;padding:12px 20px;background:#8a4b24;color:#fff;text-decoration:none;border-radius:6px"
              >Open the shop desk</a
            >
          </p>
        </div>
      </body>
    </html>`;
  return { subject: c.subject, text, html: String(body) };
}
