import { html } from 'hono/html';
import { formatShopDateTime } from '../../api-schema/format';
import type { SignInAlertPayload } from '../http/operator';
import type { RenderedMessage } from './renderOrderMessage';

/** To the operator whose desk e-mail saw a burst of wrong passwords (http/operator/signInThrottle.ts): once per burst. */
export async function renderSignInAlert(payload: SignInAlertPayload, publicUrl: string): Promise<RenderedMessage> {
  const since = formatShopDateTime(payload.since);
  const desk = `${publicUrl.replace(/\/+$/, '')}/admin`;
  const subject = 'Failed sign-ins to your Jhola & Co. shop desk';
  const lines = [
    `Someone has typed a wrong password for your shop desk account ${payload.failures} times since ${since}.`,
    'Your account is not locked and your open sessions keep working; each address that keeps guessing waits longer before every new try.',
    'If this was you, there is nothing to do. If not, sign in, look at Sessions to end any you do not recognise, and choose a longer password.',
  ];
  const text = ['Hello,', '', ...lines, '', `Shop desk: ${desk}`, '', 'Jhola & Co.'].join('\n');
  const body = await html`<!doctype html>
    <html lang="en-IN">
      <head>
        <meta charset="utf-8" />
        <title>${subject}</title>
      </head>
      <body style="margin:0;background:#f7f3ee;font-family:Arial,Helvetica,sans-serif;color:#2b2118">
        <div style="max-width:560px;margin:0 auto;padding:24px;background:#fff">
          <p style="font-size:20px;font-weight:700;margin:0 0 16px">Jhola &amp; Co.</p>
          <p>Hello,</p>
          ${lines.map((line) => html`<p>${line}</p>`)}
          <p><a href="${desk}">Open the shop desk</a></p>
        </div>
      </body>
    </html>`;
  return { subject, text, html: String(body) };
}
