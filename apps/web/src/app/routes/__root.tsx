import { useEffect, useState, type ReactNode } from 'react';
import {
  HeadContent,
  Outlet,
  ScriptOnce,
  Scripts,
  createRootRouteWithContext,
  useRouter,
} from '@tanstack/react-router';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { useTranslation } from 'react-i18next';
import { storedLanguage, textsPath } from '@/shared/i18n/languages';
import interFont from '@/shared/theme/fonts/inter-english.woff2?url';
import appStyles from '@/shared/theme/app-styles.css?url';
import { fetchClientConfig } from '@/shared/config/fetch-client-config';
import { ClientConfigData } from '@/shared/config/client-config-data';
import { DEFAULT_CLIENT_CONFIG, setClientConfig } from '@/shared/config/client-config';
import { COLOR_SCHEME_STORAGE_KEY, SCHEME_STORAGE_KEY, storedThemeName } from '@/shared/theme/theme-names';
import { ThemePreferencesProvider } from '@/shared/theme/ThemePreferencesProvider';
import { HOLD_UNTIL_HYDRATED_SCRIPT } from '@/shared/ssr/before-hydration';
import { rememberViewportWidth } from '@/shared/preferences/viewport';
import { LoadingBar } from '@/shared/ui/LoadingBar';
import { MuiAppLayer } from '../MuiAppLayer';
import type { RouterContext } from '../router';
import { SessionWatcher } from '../SessionWatcher';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The server's configuration for the app, read once as the server renders the first page and sent with it.
  loader: async () => {
    const config = await fetchClientConfig().catch((error: unknown) => {
      console.warn('Client configuration unavailable; starting without the demo layer.', error);
      return DEFAULT_CLIENT_CONFIG;
    });
    // The page the server draws follows it as the browser will (app/hydrate-app.tsx sets it there).
    setClientConfig(config);
    return config;
  },
  staleTime: Infinity,
  head: () => ({
    meta: [
      { charSet: 'UTF-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'light dark' },
      { name: 'description', content: 'Taka internet banking' },
      { title: 'Taka' },
    ],
    links: [
      { rel: 'icon', type: 'image/svg+xml', href: '/images/logo.svg' },
      { rel: 'stylesheet', href: appStyles },
      { rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href: interFont },
      // What the browser waits for before it takes the page over (app/hydrate-app.tsx), asked for with the code.
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: textsPath(storedLanguage()) },
    ],
  }),
  shellComponent: RootDocument,
  component: RootComponent,
});

/** The document every page is drawn in, on the server and again in the browser over it. */
function RootDocument({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const nonce = useRouter().options.ssr?.nonce;
  // As the page was drawn, never changed by React after: the theme's and the scheme's classes are set on <body> by
  // ThemePreferencesProvider and MUI as the customer chooses.
  const [bodyClass] = useState(() => `theme-${storedThemeName()}`);
  return (
    <html lang={i18n.resolvedLanguage ?? i18n.language} dir="ltr" suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body className={bodyClass} suppressHydrationWarning>
        <ScriptOnce>{HOLD_UNTIL_HYDRATED_SCRIPT}</ScriptOnce>
        <InitColorSchemeScript
          attribute="class"
          defaultMode="system"
          modeStorageKey={SCHEME_STORAGE_KEY}
          colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
          colorSchemeNode="document.body"
          nonce={nonce}
        />
        {children}
        <ClientConfigData config={Route.useLoaderData()} />
        <Scripts />
      </body>
    </html>
  );
}

function RootComponent() {
  useEffect(rememberViewportWidth, []);
  return (
    <ThemePreferencesProvider>
      <MuiAppLayer>
        <LoadingBar />
        <SessionWatcher />
        <Outlet />
      </MuiAppLayer>
    </ThemePreferencesProvider>
  );
}
