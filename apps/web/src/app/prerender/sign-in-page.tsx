// Runs in Node at build time (build/prerender-sign-in.ts), never in the browser: the sign-in page drawn to HTML,
// which the server sends inside index.html so that a guest sees the form before the app's code has arrived
// (decision 048).
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { SignInPage } from '@/features/auth/SignInPage';
import { ClassyLayout } from '@/features/layout/guest/ClassyLayout';
import { PRERENDERED_PAGE_CLASS, PRERENDERED_SUBMIT_ATTRIBUTE } from '@/shared/ui/prerendered-page';

export type PrerenderedPage = {
  language: string;
  /** The window title the page sets. */
  title: string;
  /** `#root`'s content: the page in a wrapper the app's first render replaces. */
  markup: string;
  /** The translation keys the page shows: the server leaves the page out when the bank has its own text for one. */
  textKeys: string[];
};

/**
 * The sign-in page in `language`, as the app draws it for a guest with no choices made (the classy layout, empty
 * fields). Two differences, as the page is only HTML until the app takes it over: the submit button is a plain button
 * (a form the app does not handle yet would send the password in the address), and the first field has `autofocus`,
 * which React leaves to its own first render.
 */
export async function renderSignInPage(language: string, texts: object): Promise<PrerenderedPage> {
  const textKeys = new Set<string>();
  const i18n = i18next.createInstance().use({
    type: 'postProcessor',
    name: 'record-keys',
    process(value: string, keys: string[]) {
      keys.forEach((key) => textKeys.add(key));
      return value;
    },
  });
  await i18n.init({
    lng: language,
    resources: { [language]: { translation: texts } },
    interpolation: { escapeValue: false },
    postProcess: ['record-keys'],
  });

  const rootRoute = createRootRoute({ component: Outlet });
  const signIn = createRoute({
    getParentRoute: () => rootRoute,
    path: '/sign-in',
    component: () => (
      <ClassyLayout>
        <SignInPage />
      </ClassyLayout>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([signIn]),
    history: createMemoryHistory({ initialEntries: ['/sign-in'] }),
  });
  await router.load();

  const page = renderToString(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
    .replace(/<!--\/?\$-->/g, '')
    .replace('<button type="submit"', `<button type="button" ${PRERENDERED_SUBMIT_ATTRIBUTE}=""`)
    .replace('<input ', '<input autofocus="" ');
  return {
    language,
    title: `${i18n.t('auth.signIn.title')} | ${i18n.t('app.name')}`,
    markup: `<div class="${PRERENDERED_PAGE_CLASS}">${page}</div>`,
    textKeys: [...textKeys].sort(),
  };
}
