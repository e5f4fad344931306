import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { rememberPreference } from '@/shared/preferences/device-preferences';
import { THEME_NAMES, storedThemeName, type ThemeName } from './theme-names';

type ThemePreferences = { themeName: ThemeName; setThemeName: (name: ThemeName) => void };

const ThemePreferencesContext = createContext<ThemePreferences | null>(null);

/**
 * The theme (Default/Rose), remembered with the device's preferences and set as a `theme-*` class on <body> (the
 * server renders the class too); MuiLayer makes MUI's theme of it.
 */
export function ThemePreferencesProvider({ children }: { children: ReactNode }) {
  const [themeName, setThemeNameState] = useState<ThemeName>(storedThemeName);

  useEffect(() => {
    document.body.classList.remove(...THEME_NAMES.map((name) => `theme-${name}`));
    document.body.classList.add(`theme-${themeName}`);
  }, [themeName]);

  const value = useMemo(
    () => ({
      themeName,
      setThemeName: (name: ThemeName) => {
        rememberPreference('theme', name);
        setThemeNameState(name);
      },
    }),
    [themeName],
  );

  return <ThemePreferencesContext.Provider value={value}>{children}</ThemePreferencesContext.Provider>;
}

export function useThemePreferences(): ThemePreferences {
  const context = useContext(ThemePreferencesContext);
  if (!context) throw new Error('useThemePreferences needs a ThemePreferencesProvider');
  return context;
}
