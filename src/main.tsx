import { QueryClient, QueryClientProvider, notifyManager } from '@tanstack/react-query';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { RouteError } from './ui/RouteError';
import { wantsDevtools } from './lib/devtoolsSwitch';
import { parsePlainSearch, stringifyPlainSearch } from './lib/plainSearch';
import { routeTree } from './routeTree.gen';
import { seedFirstRouteData } from './features/catalogue/seedFirstRouteData';
import { cart } from './features/cart/cart';
import { applySavedLanguage } from './i18n/language';
import { HOME_TITLE, staticPageTitle } from '../api-schema/pageHead';
import './styles/global.css';

// A query's answer renders in the task that parsed it, not a setTimeout later: a new filter combination's
// results paint sooner, and image loads or a history write can no longer cut in before them.
notifyManager.setScheduler(queueMicrotask);

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, gcTime: 10 * 60_000, retry: 0, refetchOnWindowFocus: false } },
});

/** The router and its subscriptions: built in a task of its own, after the modules' evaluation (TBT). */
function makeRouter() {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Query owns caching; the router always asks it (TanStack's query+router pattern).
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 150,
    scrollRestoration: false,
    // A failing page keeps the header and footer around its error screen.
    defaultErrorComponent: RouteError,
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  });

  // Info pages keep the title the server wrote for them (the first load is a navigation too); pages
  // with a title from data set it themselves (useDocumentTitle); the others show the shop's.
  router.subscribe('onBeforeNavigate', ({ pathChanged, toLocation }) => {
    if (pathChanged) document.title = staticPageTitle(toLocation.pathname) ?? HOME_TITLE;
  });
  // Again once shown: the page left behind may still render (and title itself) while the next one loads.
  router.subscribe('onResolved', ({ toLocation }) => {
    const title = staticPageTitle(toLocation.pathname);
    if (title) document.title = title;
  });

  // docs/product.md §2: the page scrolls to the top on every route change (filter changes stay put).
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) window.scrollTo(0, 0);
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}

// Start-up runs as several short tasks, not one long one: input is handled in between (TBT), and the
// static shell painted from the HTML stays on screen meanwhile.
const FIRST_LOAD_WAIT_MS = 1000;
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await yieldToBrowser();
  // Before the router's first navigation, so a Hindi reader's first render and title are Hindi.
  await applySavedLanguage();
  const router = makeRouter();
  // Not a byte of the devtools reaches a shopper: their chunk is fetched only when asked for.
  if (import.meta.env.DEV || wantsDevtools(location.search, () => sessionStorage)) {
    void import('./ui/Devtools').then((devtools) => devtools.default(queryClient, router));
  }
  await yieldToBrowser();
  // The server wrote this route's API answers into the page: no second round trip before the first paint.
  const seeded = await seedFirstRouteData(queryClient, window.location, yieldToBrowser);
  await yieldToBrowser();
  // Resolved before the first render (its data is seeded, its chunk preloaded), so that render is the whole
  // page in a transition; resolved after mounting, the router's store re-renders the page synchronously.
  // A route whose data is not in the page renders at once and shows its pending screen while it loads; a
  // seeded one that is still slow (its chunk) does not keep the static shell up past FIRST_LOAD_WAIT_MS.
  if (seeded)
    await Promise.race([
      router.load().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS)),
    ]);
  // react-dom's module body (~10 ms) and the first read of the saved cart (opening localStorage, ~5 ms) each run
  // in a task of their own, not inside the modules' evaluation.
  const { createRoot } = await import('react-dom/client');
  await yieldToBrowser();
  cart.getSnapshot();
  await yieldToBrowser();
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React yield every few ms while it builds the first page; the static shell stays on
  // screen meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
void start();
