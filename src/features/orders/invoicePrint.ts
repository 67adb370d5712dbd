import type { Order } from '../../../api-schema/entities';
import { t } from '../../i18n/language';
import { buildInvoiceHtml } from './invoice';

function writeAndPrint(target: Window, html: string) {
  target.document.open();
  target.document.write(html);
  target.document.close();
  target.focus();
  target.print();
}

/**
 * Prints the order's invoice in `target` (a window opened synchronously by the click, so popup
 * blockers allow it); without one, falls back to a hidden iframe in this page.
 */
export function printInvoice(order: Order, target: Window | null) {
  const html = buildInvoiceHtml(order);
  if (target) return writeAndPrint(target, html);
  const frame = document.createElement('iframe');
  frame.title = t('Invoice');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;visibility:hidden';
  document.body.append(frame);
  if (frame.contentWindow) writeAndPrint(frame.contentWindow, html);
  setTimeout(() => frame.remove(), 60_000);
}
