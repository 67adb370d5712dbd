import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, lazyRouteComponent, useRouterState } from '@tanstack/react-router';
import { Layout } from '../layout/Layout';
import { RouteError } from '../ui/RouteError';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: RouteError,
  // Loaded when an address is unknown, not with every page (first-load budget, docs/budgets.md).
  notFoundComponent: lazyRouteComponent(() => import('../ui/NotFound'), 'NotFound'),
});

// The operator desk (/admin) brings its own layout: no shop header, footer or cart.
const isDesk = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

function Root() {
  const desk = useRouterState({ select: (s) => isDesk(s.location.pathname) });
  if (desk) return <Outlet />;
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}
