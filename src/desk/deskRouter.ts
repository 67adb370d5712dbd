import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type AnyRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/**
 * The desk's router: its own file routes (src/desk/routes), on the shop router's history, context and search
 * format. The shop's route tree holds one splat route, /admin/$, that loads this with the desk's code.
 */
export function createDeskRouter(shop: AnyRouter) {
  return createRouter({
    routeTree,
    history: shop.history,
    context: shop.options.context as { queryClient: QueryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    parseSearch: shop.options.parseSearch,
    stringifySearch: shop.options.stringifySearch,
  });
}
export type DeskRouter = ReturnType<typeof createDeskRouter>;
