import { createFileRoute } from '@tanstack/react-router';
import type { DeskRouter } from '../deskRouter';
import { orderDeskSearchSchema } from '../../features/orders/desk/orderDeskSearch';
import { OrdersPage } from '../../features/orders/desk/OrdersPage';

/** /admin/orders: the orders list, its filters (and the dashboard's queues) in the URL. */
export const Route = createFileRoute('/admin/orders/')({
  validateSearch: orderDeskSearchSchema,
  component: function OrdersSection() {
    return <OrdersPage search={Route.useSearch<DeskRouter>()} />;
  },
});
