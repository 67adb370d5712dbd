import { createFileRoute } from '@tanstack/react-router';
import { currentCsrfToken } from '../../features/desk/deskApi';
import { RemittancesPage } from '../../features/payments/desk/RemittancesPage';

/** /admin/remittances: couriers' COD remittances, and the cash still with them. */
export const Route = createFileRoute('/admin/remittances')({
  component: function RemittancesSection() {
    return <RemittancesPage csrfToken={currentCsrfToken} />;
  },
});
