import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import bn from '../../../public/i18n/bn.json';
import en from '../../../public/i18n/en.json';
import tr from '../../../public/i18n/tr.json';
import type { FormatLanguage } from '@taka/contracts';
import { numbersInTexts } from '../i18n/numbers-in-texts';
import { createAppTheme } from '../theme/create-app-theme';

/** An i18next instance with the real English file (and `groups` of a test's own beside it), synchronous (no backend). */
export function createTestI18n(groups: Record<string, object> = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { ...en, ...groups } } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/**
 * An i18next instance in `language` with the real files of all three and, as in the app, numbers put into texts in
 * that language's digits; synchronous.
 */
export function createTestI18nIn(language: FormatLanguage): I18n {
  const instance = i18next.createInstance();
  void instance.use(numbersInTexts).init({
    lng: language,
    resources: { en: { translation: en }, tr: { translation: tr }, bn: { translation: bn } },
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
  });
  return instance;
}

/**
 * Renders `ui` at `path` inside a router whose every path renders it, with the app's theme, English translations
 * (or `i18n`'s) and a query client of its own (no retries). Returns the router so tests can read where a click went.
 */
export async function renderAtPath(ui: () => ReactElement, path = '/', i18n: I18n = createTestI18n()) {
  const rootRoute = createRootRoute();
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: ui });
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, anyPath]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createAppTheme('default')}>
          <RouterProvider router={router as never} />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, router };
}
