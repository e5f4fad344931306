/**
 * What a customer chose on a device that changes how every page is drawn (its language, its theme, its menu), and
 * the width its pages were last drawn at, kept in a cookie rather than localStorage: the server reads it with each
 * page it answers, so that the first HTML is already drawn as the browser will draw it. It is no credential
 * (JavaScript writes it; no API reads it).
 */
export const PREFERENCES_COOKIE = 'taka_preferences';

export type PreferenceName = 'language' | 'theme' | 'menu' | 'viewport';

/** The value of the cookie `name` in a `Cookie` header (or `document.cookie`). */
export function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
