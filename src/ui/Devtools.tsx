import type { QueryClient } from '@tanstack/react-query';
import { ReactQueryDevtools } from '@tanstack/react-query-devtools/production';
import type { AnyRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

// Router devtools only under `npm run dev`: in a production build they pull router-core helpers
// into the framework chunk every shopper loads (+143 B brotli, measured), the Query devtools nothing.
const RouterDevtools = import.meta.env.DEV
  ? lazy(() => import('@tanstack/react-router-devtools').then((m) => ({ default: m.TanStackRouterDevtools })))
  : () => null;

/**
 * Mounts the TanStack Query devtools (their production build: the default export renders nothing in
 * production) in a root of their own, so the shop's tree carries nothing for them.
 * Loaded lazily by main.tsx, only under `npm run dev` or `?devtools=1`.
 */
export default function mountDevtools(queryClient: QueryClient, router: AnyRouter) {
  const host = document.body.appendChild(document.createElement('div'));
  host.id = 'devtools';
  createRoot(host).render(
    <>
      <ReactQueryDevtools client={queryClient} buttonPosition="bottom-left" />
      <Suspense>
        <RouterDevtools router={router} position="bottom-right" />
      </Suspense>
    </>,
  );
}
