import { createFileRoute, redirect } from '@tanstack/react-router';
import type { PromisedOrder } from '../../api-schema/promisedOrder';
import { OrderSuccessPage } from '../features/orders/OrderSuccessPage';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The placed order, handed from checkout to /order-success (docs/product.md §2). */
    order?: PromisedOrder;
  }
}

export const Route = createFileRoute('/order-success')({
  beforeLoad: ({ location }) => {
    if (!location.state.order) throw redirect({ to: '/', replace: true });
  },
  component: OrderSuccessPage,
});
