import createCache, { type EmotionCache } from '@emotion/cache';

const KEY = 'taka';

/** A page the server renders writes its styles with the response's CSP nonce (docs/decisions/003). */
export const createServerEmotionCache = (nonce: string | undefined) =>
  createCache({ key: KEY, nonce, prepend: true });

let browserCache: EmotionCache | undefined;

/**
 * The browser's one cache, made before the app hydrates: it takes in the styles the server wrote, and writes its own
 * with the nonce the server named in the page's `csp-nonce` meta element.
 */
export function clientEmotionCache(): EmotionCache {
  if (!browserCache) {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    // The browser hides the nonce attribute once applied; the property still holds it.
    const nonce = meta?.nonce || meta?.getAttribute('content') || undefined;
    browserCache = createCache({ key: KEY, nonce, prepend: true });
  }
  return browserCache;
}
