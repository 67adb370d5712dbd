import { createFileRoute } from '@tanstack/react-router';
import type { DeskRouter } from '../deskRouter';
import { OrderDetailPage } from '../../features/orders/desk/OrderDetailPage';

/** /admin/orders/{number}: one order, its timeline and the changes allowed now. */
export const Route = createFileRoute('/admin/orders/$orderNumber')({
  component: function OrderSection() {
    return <OrderDetailPage orderNumber={Route.useParams<DeskRouter>().orderNumber} />;
  },
});
