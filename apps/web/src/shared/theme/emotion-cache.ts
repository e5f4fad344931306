import createCache from '@emotion/cache';

/** Emotion's style elements must carry the page's CSP nonce (docs/decisions/003). */
export function createNonceEmotionCache() {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // The browser hides the nonce attribute once applied; the property still holds it.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  return createCache({ key: 'taka', nonce, prepend: true });
}
