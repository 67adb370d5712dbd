import { createFileRoute } from '@tanstack/react-router';
import type { DeskRouter } from '../deskRouter';
import { orderDeskSearchSchema } from '../../features/admin/deskSearch';
import { OrdersPage } from '../../features/admin/OrdersPage';

/** /admin: the orders list, its filters in the URL. */
export const Route = createFileRoute('/admin/')({
  validateSearch: orderDeskSearchSchema,
  component: function OrdersSection() {
    return <OrdersPage search={Route.useSearch<DeskRouter>()} />;
  },
});
