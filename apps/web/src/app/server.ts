import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server';
import { createServerEntry } from '@tanstack/react-start/server-entry';
import bn from '../../public/i18n/bn.json';
import en from '../../public/i18n/en.json';
import tr from '../../public/i18n/tr.json';
import { addBankTexts, i18n, initI18n } from '@/shared/i18n/i18n';
import { storedLanguage } from '@/shared/i18n/languages';
import { renderFor, type RenderRequest } from '@/shared/ssr/render-request';

const handler = createStartHandler(defaultStreamHandler);
const texts = initI18n({
  resources: { en: { translation: en }, bn: { translation: bn }, tr: { translation: tr } },
});

/**
 * Renders the page `request` asks for (decision 057), as the API's page renderer hands it over with what it found
 * of the request: the device's cookies, the response's CSP nonce and the document cookie's session. The page is in
 * the device's language, with the bank's texts over the translation file's, as the browser will draw it.
 */
export async function renderPage(request: Request, found: RenderRequest): Promise<Response> {
  await texts;
  return renderFor(found, async () => {
    const language = storedLanguage();
    await i18n.changeLanguage(language);
    await addBankTexts(language);
    const response = await handler(request);
    // The whole page before the next: the render request is the page's until its last byte.
    return new Response(await response.text(), response);
  });
}

/**
 * Under Vite's development server (`npm run dev -w @taka/web`), which calls this entry itself: the page's calls go to
 * the API it proxies /api to, and the page is a guest's (the API's renderer alone reads the document cookie).
 */
const DEVELOPMENT_API = 'http://localhost:8080';
let developmentFetch = false;
export default createServerEntry({
  fetch(request) {
    if (!developmentFetch) {
      const nativeFetch = globalThis.fetch;
      globalThis.fetch = (input, init) =>
        nativeFetch(
          typeof input === 'string' && input.startsWith('/') ? DEVELOPMENT_API + input : input,
          init,
        );
      developmentFetch = true;
    }
    return renderPage(request, { cookie: request.headers.get('cookie') ?? '', nonce: '', session: null });
  },
});
