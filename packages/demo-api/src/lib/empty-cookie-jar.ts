/**
 * Stands in for `tough-cookie` in the browser build (apps/web/vite.config.ts aliases it here). MSW keeps the cookies
 * its mocked responses set in a tough-cookie jar and adds them to the later mocked requests; the demo handlers set
 * and read no cookie, so that jar stays empty, and the page's own cookies reach a handler through `document.cookie`,
 * which MSW reads itself. tough-cookie was the demo worker's largest part: 7 KiB
 * compressed that every signed-in page downloads and runs before its shell shows. A handler that starts setting
 * cookies fails here, loudly, instead of losing them.
 */
export class MemoryCookieStore {
  /** MSW restores the cookies it persisted into this index; the jar never holds any to persist. */
  idx: Record<string, never> = {};
}

export class CookieJar {
  getCookiesSync(_url: string): never[] {
    return [];
  }

  setCookie(cookie: string, url: string): Promise<never> {
    return Promise.reject(
      new Error(`The demo worker keeps no cookies: a handler answered ${url} with Set-Cookie ${cookie}`),
    );
  }
}

export const Cookie = {
  /** Nothing persisted by this jar is ever read back. */
  fromJSON: (_json: unknown): null => null,
};
