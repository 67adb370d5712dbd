import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
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

function Root() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}
