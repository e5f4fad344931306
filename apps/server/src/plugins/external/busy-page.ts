import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cookieValue, PREFERENCES_COOKIE } from '@taka/contracts';
import { ERRORS, RETRY_AFTER_SECONDS } from '../../errors.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character]!);

/** The language the device chose (web app: shared/preferences/device-preferences.ts), or ''. */
function chosenLanguage(cookieHeader: string): string {
  try {
    return (
      new URLSearchParams(decodeURIComponent(cookieValue(cookieHeader, PREFERENCES_COOKIE) ?? '')).get(
        'language',
      ) ?? ''
    );
  } catch {
    return '';
  }
}

/**
 * The document a browser gets for a page the renderer is too busy to draw (PAGES_BUSY): the catalogue's words in
 * the device's language (its preferences cookie) from the web app's own translation files in `clientDir`, and a
 * refresh that asks for the page again after Retry-After. No script and no style: nothing of the app runs on it.
 */
export function busyPageIn(clientDir: string) {
  const texts = new Map<string, string | undefined>();
  function textIn(language: string): string | undefined {
    if (!texts.has(language)) {
      try {
        const file = JSON.parse(readFileSync(join(clientDir, 'i18n', `${language}.json`), 'utf8'));
        texts.set(language, file.errors?.api?.PAGES_BUSY);
      } catch {
        texts.set(language, undefined);
      }
    }
    return texts.get(language);
  }

  return (cookieHeader: string | undefined): string => {
    const chosen = chosenLanguage(cookieHeader ?? '');
    const language = /^[a-z]{2}$/.test(chosen) && textIn(chosen) ? chosen : 'en';
    const text = escapeHtml(textIn(language) ?? ERRORS.PAGES_BUSY.message);
    return (
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><title>Taka</title></head>` +
      `<body><main><h1>Taka</h1><p data-code="PAGES_BUSY">${text}</p></main></body></html>`
    );
  };
}
