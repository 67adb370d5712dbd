import { createFileRoute } from '@tanstack/react-router';
import type { DeskRouter } from '../deskRouter';
import { orderDeskSearchSchema } from '../../features/admin/deskSearch';
import { OrdersPage } from '../../features/admin/OrdersPage';

/** /admin/orders: the orders list, its filters (and the dashboard's queues) in the URL. */
export const Route = createFileRoute('/admin/orders/')({
  validateSearch: orderDeskSearchSchema,
  component: function OrdersSection() {
    return <OrdersPage search={Route.useSearch<DeskRouter>()} />;
  },
});
