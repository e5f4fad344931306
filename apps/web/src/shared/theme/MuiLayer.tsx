import { useMemo, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { useRouter } from '@tanstack/react-router';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createAppTheme } from './create-app-theme';
import { clientEmotionCache, createServerEmotionCache } from './emotion-cache';
import { COLOR_SCHEME_STORAGE_KEY, SCHEME_STORAGE_KEY, type ThemeName } from './theme-names';
import { useThemePreferences } from './ThemePreferencesProvider';

const themes = new Map<ThemeName, ReturnType<typeof createAppTheme>>();

/** Each theme is made once and kept: switching back costs nothing. */
function appTheme(name: ThemeName) {
  let theme = themes.get(name);
  if (!theme) {
    theme = createAppTheme(name);
    themes.set(name, theme);
  }
  return theme;
}

/**
 * MUI, for what it draws below: its styles (emotion, with the CSP nonce) and the app's theme in CSS-variables mode,
 * with the scheme (light/dark/system, remembered in localStorage) as a `light`/`dark` class on <body>, which the
 * document's first script sets before the first paint. The markup does not depend on the scheme (each is a set of
 * CSS variables), so MUI reads it at once (`noSsr`) rather than after hydration: a changed theme context then would
 * make React hydrate the whole page at once, in one long task. The theme's CSS variables are written before the
 * page, not after it as MUI would: a phone paints a page it has parsed only in part, which without them has no
 * spacing or colours.
 */
export function MuiLayer({ children }: { children: ReactNode }) {
  const { themeName } = useThemePreferences();
  const nonce = useRouter().options.ssr?.nonce;
  const theme = appTheme(themeName);
  const themeVariables = useMemo(() => theme.generateStyleSheets(), [theme]);
  const [emotionCache] = useState(() =>
    typeof document === 'undefined' ? createServerEmotionCache(nonce) : clientEmotionCache(),
  );
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={SCHEME_STORAGE_KEY}
        colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
        colorSchemeNode={typeof document === 'undefined' ? null : document.body}
        noSsr
        disableStyleSheetGeneration
      >
        <GlobalStyles styles={themeVariables} />
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
