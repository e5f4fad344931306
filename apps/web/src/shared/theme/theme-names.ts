import { devicePreferences } from '@/shared/preferences/device-preferences';

/** MUI keeps the colour scheme (light, dark or the system's) in localStorage under these keys. */
export const SCHEME_STORAGE_KEY = 'taka.scheme';
export const COLOR_SCHEME_STORAGE_KEY = 'taka.colorScheme';

export const THEME_NAMES = ['default', 'rose'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export function isThemeName(value: unknown): value is ThemeName {
  return THEME_NAMES.includes(value as ThemeName);
}

/** The theme chosen on this device, else the default. */
export function storedThemeName(): ThemeName {
  const stored = devicePreferences().get('theme');
  return isThemeName(stored) ? stored : 'default';
}
