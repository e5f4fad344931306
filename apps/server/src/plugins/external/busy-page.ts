import { cookieValue, formatLanguageOf, PREFERENCES_COOKIE } from '@taka/contracts';
import { RETRY_AFTER_SECONDS } from '../../errors.ts';
import { textsIn } from '../../modules/languages/texts.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character]!);

/** The language the device chose (web app: shared/preferences/device-preferences.ts), if any. */
function chosenLanguage(cookieHeader: string): string | undefined {
  try {
    const preferences = decodeURIComponent(cookieValue(cookieHeader, PREFERENCES_COOKIE) ?? '');
    return new URLSearchParams(preferences).get('language') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The document a browser gets for a page the renderer is too busy to draw (PAGES_BUSY): the catalogue's words in
 * the device's language (its preferences cookie), and a refresh that asks for the page again after Retry-After. No
 * script and no style: nothing of the app runs on it.
 */
export function busyPage(cookieHeader: string | undefined): string {
  const { language, t } = textsIn(formatLanguageOf(chosenLanguage(cookieHeader ?? '')));
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><title>Taka</title></head>` +
    `<body><main><h1>Taka</h1><p data-code="PAGES_BUSY">${escapeHtml(t('errors.api.PAGES_BUSY'))}</p></main>` +
    '</body></html>'
  );
}
