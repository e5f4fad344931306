// Runs in Node, in the API server (apps/server routes/first-view), never in the browser: the signed-in customer's
// dashboard drawn to HTML with the app's own components, which the app shows before its code has arrived and draws
// over once it has (decision 054).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import {
  AccountListSchema,
  NavigationSchema,
  SpendingSummarySchema,
  TransactionHistorySchema,
  UserSchema,
  type DashboardAnswers,
  type DashboardPageRequest,
  type DrawnPage,
} from '@taka/contracts';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { recentTransactionsQuery } from '@/features/dashboard/api/get-recent-transactions';
import { spendingQuery } from '@/features/dashboard/api/get-spending';
import { DashboardPage } from '@/features/dashboard/DashboardPage';
import {
  UnreadAlertsResponseSchema,
  unreadAlertsCountQuery,
} from '@/features/layout/api/get-unread-alerts-count';
import { MainLayout } from '@/features/layout/main/MainLayout';
import { userQuery } from '@/shared/api/current-user';
import { accountsQuery } from '@/shared/banking/api/get-accounts';
import { setClientConfig, setDemoWorkerRunning } from '@/shared/config/client-config';
import { DrawnSessionContext } from '@/shared/session/session-store';
import { createAppTheme } from '@/shared/theme/create-app-theme';
import { InsideMuiLayer } from '@/shared/theme/inside-mui-layer';
import { ConfirmationDialogProvider } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { navigationQuery } from '@/shared/ui/navigation/navigation-query';
import { PRERENDERED_PAGE_CLASS } from '@/shared/ui/prerendered-page';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';

/** React's mark on a part it has left for the browser to draw (its code had not loaded, or it failed). */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/** Decides `@media (min-width:…)` and `(max-width:…)` queries, as MUI's breakpoints write them, for `width`. */
function mediaMatcher(width: number) {
  return (query: string) => ({
    matches: [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, pixels]) =>
      side === 'min' ? width >= Number(pixels) : width <= Number(pixels),
    ),
  });
}

/** The app's theme, whose media queries (the shell's layout) answer for a window `width` wide. */
function themeFor({ themeName, width }: DashboardPageRequest) {
  const theme = createAppTheme(themeName);
  const mediaQueries = { defaultProps: { ssrMatchMedia: mediaMatcher(width) } };
  return { ...theme, components: { ...theme.components, MuiUseMediaQuery: mediaQueries } };
}

/** The queries of the first view holding the answers, parsed as the app's requests parse them. */
function queryClientWith(answers: DashboardAnswers) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userQuery.queryKey, UserSchema.parse(answers.user));
  queryClient.setQueryData(
    unreadAlertsCountQuery.queryKey,
    UnreadAlertsResponseSchema.parse(answers.unreadAlertsCount),
  );
  queryClient.setQueryData(navigationQuery.queryKey, NavigationSchema.parse(answers.navigation));
  queryClient.setQueryData(accountsQuery.queryKey, AccountListSchema.parse(answers.accounts));
  queryClient.setQueryData(
    recentTransactionsQuery.queryKey,
    TransactionHistorySchema.parse(answers.recentTransactions),
  );
  queryClient.setQueryData(spendingQuery.queryKey, SpendingSummarySchema.parse(answers.spending));
  return queryClient;
}

/** `/dashboard` inside the signed-in shell, as the app's route tree has them. */
async function dashboardRouter() {
  const rootRoute = createRootRoute({ component: Outlet });
  const shell = createRoute({ getParentRoute: () => rootRoute, id: '_main', component: MainLayout });
  const dashboard = createRoute({
    getParentRoute: () => shell,
    path: '/dashboard',
    component: DashboardPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([shell.addChildren([dashboard])]),
    history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
  });
  await router.load();
  return router;
}

/**
 * The dashboard and the shell around it as the app draws them for this customer with the default menu, from the
 * first view's answers: the same components, queries and texts. Nothing here reads the browser's storage (there is
 * none in Node): what the app reads there comes in `request`, and the demo layer's lists (answered in the browser)
 * are drawn empty, as the app draws them while they load.
 */
export async function renderDashboardPage(request: DashboardPageRequest): Promise<DrawnPage> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: request.language,
    resources: { [request.language]: { translation: request.texts } },
    interpolation: { escapeValue: false },
  });
  i18n.addResourceBundle(request.language, 'translation', request.bankTexts, true, true);
  const queryClient = queryClientWith(request.answers);
  const theme = themeFor(request);
  const router = await dashboardRouter();
  // The same for every request: the server's configuration. The demo worker is taken to start, as it does.
  setClientConfig(request.clientConfig);
  setDemoWorkerRunning(request.clientConfig.demoLayer);
  const session = {
    ...request.session,
    idleLockMinutes: request.clientConfig.idleLockMinutes,
    user: queryClient.getQueryData(userQuery.queryKey)!,
    accessToken: '',
    sessionKey: '',
    tokenType: 'bearer',
  } as const;

  /** The page and the styles it uses: emotion collects them (`compat`) instead of writing <style> elements. */
  const draw = () => {
    const emotionCache = Object.assign(createCache({ key: 'taka' }), { compat: true as const });
    const page = (
      <I18nextProvider i18n={i18n}>
        <DrawnSessionContext value={session}>
          <InsideMuiLayer value>
            <CacheProvider value={emotionCache}>
              <ThemeProvider theme={theme}>
                <CssBaseline enableColorScheme />
                <QueryClientProvider client={queryClient}>
                  <ConfirmationDialogProvider>
                    <ToastProvider>
                      <RouterProvider router={router} />
                    </ToastProvider>
                  </ConfirmationDialogProvider>
                </QueryClientProvider>
              </ThemeProvider>
            </CacheProvider>
          </InsideMuiLayer>
        </DrawnSessionContext>
      </I18nextProvider>
    );
    const html = renderToString(page);
    const css = Object.values(emotionCache.inserted).filter((rules) => typeof rules === 'string');
    return { page, html, css: css.join('') };
  };

  // A part whose code has not been loaded yet (React.lazy) is drawn as its fallback, marked to be drawn by the
  // browser: a prerender, which waits for such code, loads it for every later drawing. A part that fails is marked so
  // too: the drawn page is all of it or nothing.
  let drawn = draw();
  if (drawn.html.includes(LEFT_TO_THE_BROWSER)) {
    await prerender(drawn.page);
    drawn = draw();
  }
  if (drawn.html.includes(LEFT_TO_THE_BROWSER)) throw new Error('The dashboard could not be drawn in full');
  return {
    title: `${i18n.t('pages.dashboard.title')} | ${i18n.t('app.name')}`,
    markup: `<div class="${PRERENDERED_PAGE_CLASS}">${drawn.html.replace(/<!--\/?\$-->/g, '')}</div>`,
    css: drawn.css,
  };
}
