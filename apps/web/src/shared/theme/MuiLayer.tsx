import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createAppTheme } from './create-app-theme';
import { createNonceEmotionCache } from './emotion-cache';
import { InsideMuiLayer } from './inside-mui-layer';
import { SCHEME_STORAGE_KEY, storedThemeName, type ThemeName } from './theme-names';
import { useThemePreferences } from './ThemePreferencesProvider';

const themes = new Map<ThemeName, ReturnType<typeof createAppTheme>>();

/** Each theme is made once (tens of milliseconds on a phone) and kept: switching back costs nothing. */
function appTheme(name: ThemeName) {
  let theme = themes.get(name);
  if (!theme) {
    theme = createAppTheme(name);
    themes.set(name, theme);
  }
  return theme;
}

/** Makes the remembered theme ahead of the layer's first render, in a task of its own. */
export function prepareStoredTheme() {
  appTheme(storedThemeName());
}

let emotionCache: ReturnType<typeof createNonceEmotionCache> | undefined;

/**
 * MUI, for what it draws below: its styles (emotion, with the CSP nonce) and the app's theme in CSS-variables mode,
 * with the scheme (light/dark/auto, remembered in localStorage) as a `light`/`dark` class on <body>. Loaded with the
 * first page that draws MUI, not before (decision 047); `baseline` adds MUI's baseline styles (a page's layer, not
 * a menu's on a page without MUI).
 */
export function MuiLayer({ children, baseline = true }: { children: ReactNode; baseline?: boolean }) {
  const { themeName } = useThemePreferences();
  emotionCache ??= createNonceEmotionCache();
  return (
    <InsideMuiLayer value>
      <CacheProvider value={emotionCache}>
        <ThemeProvider
          theme={appTheme(themeName)}
          defaultMode="system"
          modeStorageKey={SCHEME_STORAGE_KEY}
          colorSchemeStorageKey="taka.colorScheme"
          colorSchemeNode={document.body}
        >
          {baseline && <CssBaseline enableColorScheme />}
          {children}
        </ThemeProvider>
      </CacheProvider>
    </InsideMuiLayer>
  );
}
