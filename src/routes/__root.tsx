import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { Layout } from '../layout/Layout';
import { NotFound } from '../ui/NotFound';
import { RouteError } from '../ui/RouteError';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: RouteError,
  notFoundComponent: NotFound,
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
