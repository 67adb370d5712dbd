import type { Order } from '../../../api-schema/entities';
import { Button } from '../../ui/Button';
import { useT } from '../../i18n/language';

/** docs/product.md §9: the server's PDF when it has one, else a printable invoice built here (loaded only on click). */
export function InvoiceButton({ order }: { order: Order }) {
  const t = useT();
  const download = async () => {
    if (order.invoicePdfUrl) {
      window.open(order.invoicePdfUrl, '_blank', 'noopener');
      return;
    }
    const target = window.open('', '_blank');
    const { printInvoice } = await import('./invoicePrint');
    printInvoice(order, target);
  };
  return (
    <Button tone="secondary" onClick={() => void download()}>
      {t('Download Invoice')}
    </Button>
  );
}
