import { renderRequest } from '@/shared/ssr/render-request';

/**
 * What a customer chose on this device that changes how every page is drawn (its language, its theme, its menu),
 * and the width its pages were last drawn at, kept in a cookie rather than localStorage: the server reads it with
 * each page it renders, so that the first HTML is already drawn as the browser will draw it. It is no credential
 * (JavaScript writes it; no API reads it).
 */
export const PREFERENCES_COOKIE = 'taka_preferences';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export type PreferenceName = 'language' | 'theme' | 'menu' | 'viewport';

/** The browser's cookies, or those of the request the server renders a page for. */
const cookieHeader = () =>
  typeof document === 'undefined' ? (renderRequest()?.cookie ?? '') : document.cookie;

/** The value of the cookie `name` in a `Cookie` header (or `document.cookie`). */
export function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** This device's choices; each value is checked by whoever reads it. */
export function devicePreferences(): URLSearchParams {
  const value = cookieValue(cookieHeader(), PREFERENCES_COOKIE);
  try {
    return new URLSearchParams(value === undefined ? '' : decodeURIComponent(value));
  } catch {
    return new URLSearchParams();
  }
}

/** Remembers a choice on this device, for a year. */
export function rememberPreference(name: PreferenceName, value: string): void {
  const preferences = devicePreferences();
  preferences.set(name, value);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${PREFERENCES_COOKIE}=${encodeURIComponent(preferences.toString())}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
