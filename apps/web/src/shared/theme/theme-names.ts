/** Shared with public/theme-init.js, which applies the same choices before the first paint. */
export const SCHEME_STORAGE_KEY = 'taka.scheme';
export const THEME_STORAGE_KEY = 'taka.theme';

export const THEME_NAMES = ['default', 'rose'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export function isThemeName(value: unknown): value is ThemeName {
  return THEME_NAMES.includes(value as ThemeName);
}

/** The theme chosen on this device, else the default. */
export function storedThemeName(): ThemeName {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return isThemeName(stored) ? stored : 'default';
}
