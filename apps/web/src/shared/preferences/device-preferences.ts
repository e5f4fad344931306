import { cookieValue, PREFERENCES_COOKIE, type PreferenceName } from '@taka/contracts';
import { renderRequest } from '@/shared/ssr/render-request';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The browser's cookies, or those of the request the server renders a page for. */
const cookieHeader = () =>
  typeof document === 'undefined' ? (renderRequest()?.cookie ?? '') : document.cookie;

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
