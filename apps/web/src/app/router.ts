import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';

export type RouterContext = {
  /**
   * The app's query client, which comes with the app's MUI layer: no page drawn without MUI loads TanStack Query
   * (decision 050).
   */
  loadQueryClient: () => Promise<QueryClient>;
};

const loadQueryClient = () => import('./query-client').then(({ queryClient }) => queryClient);

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { loadQueryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
