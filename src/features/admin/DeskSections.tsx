import { useRouterState } from '@tanstack/react-router';
import { ActivityPage } from './ActivityPage';
import { DashboardPage } from './DashboardPage';
import { CataloguePage } from './CataloguePage';
import { MessagesPage } from './MessagesPage';
import { OrderDetailPage } from './OrderDetailPage';
import { OrdersPage } from './OrdersPage';
import { ProductPhotosPage } from './ProductPhotosPage';
import { RemittancesPage } from './RemittancesPage';
import { SessionsPage } from './SessionsPage';
import { orderDeskSearch, pageSearch } from './deskSearch';
import { PaymentsDeskPage } from '../payments/PaymentsDeskPage';
import { currentCsrfToken } from './deskApi';

/** /admin/{section}: the desk screen for the path, with its URL filters read here (not in the entry chunk). */
export function DeskSections() {
  const { pathname, search } = useRouterState({
    select: (s) => ({ pathname: s.location.pathname, search: s.location.search }),
  });
  const [section = '', detail] = pathname.replace(/^\/admin\/?/, '').split('/');
  const raw = search as Record<string, unknown>;
  if (section === 'orders' && detail) return <OrderDetailPage orderNumber={decodeURIComponent(detail)} />;
  if (section === 'catalogue' && detail) return <ProductPhotosPage productId={decodeURIComponent(detail)} />;
  if (section === 'catalogue') return <CataloguePage search={pageSearch(raw)} />;
  if (section === 'messages') return <MessagesPage />;
  if (section === 'activity') return <ActivityPage />;
  if (section === 'payments') return <PaymentsDeskPage csrfToken={currentCsrfToken} />;
  if (section === 'sessions') return <SessionsPage />;
  if (section === 'remittances') return <RemittancesPage csrfToken={currentCsrfToken} />;
  if (section === 'orders') return <OrdersPage search={orderDeskSearch(raw)} />;
  return <DashboardPage />;
}
