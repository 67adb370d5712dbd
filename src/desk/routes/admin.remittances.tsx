import { createFileRoute } from '@tanstack/react-router';
import { currentCsrfToken } from '../../features/admin/deskApi';
import { RemittancesPage } from '../../features/admin/RemittancesPage';

/** /admin/remittances: couriers' COD remittances, and the cash still with them. */
export const Route = createFileRoute('/admin/remittances')({
  component: function RemittancesSection() {
    return <RemittancesPage csrfToken={currentCsrfToken} />;
  },
});
