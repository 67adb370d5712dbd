import { createFileRoute, redirect } from '@tanstack/react-router';
import type { Order } from '../../api-schema/entities';
import { OrderSuccessPage } from '../features/orders/OrderSuccessPage';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The placed order, handed from checkout to /order-success (docs/product.md §2). */
    order?: Order;
  }
}

export const Route = createFileRoute('/order-success')({
  beforeLoad: ({ location }) => {
    if (!location.state.order) throw redirect({ to: '/', replace: true });
  },
  component: OrderSuccessPage,
});
