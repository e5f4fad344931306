import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createAppTheme } from './create-app-theme';
import {
  SCHEME_STORAGE_KEY,
  THEME_NAMES,
  THEME_STORAGE_KEY,
  isThemeName,
  type ThemeName,
} from './theme-names';

type ThemePreferences = { themeName: ThemeName; setThemeName: (name: ThemeName) => void };

const ThemePreferencesContext = createContext<ThemePreferences | null>(null);

function storedThemeName(): ThemeName {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return isThemeName(stored) ? stored : 'default';
}

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

/** Makes the remembered theme ahead of the first render, in a task of its own. */
export function prepareStoredTheme() {
  appTheme(storedThemeName());
}

/**
 * MUI in CSS-variables mode with the scheme (light/dark/auto) as a `light`/`dark` class on <body>, and the theme
 * (Default/Rose) as a `theme-*` class beside it. Both are remembered in localStorage.
 */
export function ThemePreferencesProvider({ children }: { children: ReactNode }) {
  const [themeName, setThemeNameState] = useState<ThemeName>(storedThemeName);
  const theme = appTheme(themeName);

  useEffect(() => {
    document.body.classList.remove(...THEME_NAMES.map((name) => `theme-${name}`));
    document.body.classList.add(`theme-${themeName}`);
  }, [themeName]);

  const value = useMemo(
    () => ({
      themeName,
      setThemeName: (name: ThemeName) => {
        localStorage.setItem(THEME_STORAGE_KEY, name);
        setThemeNameState(name);
      },
    }),
    [themeName],
  );

  return (
    <ThemePreferencesContext.Provider value={value}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={SCHEME_STORAGE_KEY}
        colorSchemeStorageKey="taka.colorScheme"
        colorSchemeNode={document.body}
      >
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemePreferencesContext.Provider>
  );
}

export function useThemePreferences(): ThemePreferences {
  const context = useContext(ThemePreferencesContext);
  if (!context) throw new Error('useThemePreferences needs a ThemePreferencesProvider');
  return context;
}
