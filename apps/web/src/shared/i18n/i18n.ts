import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberPreference } from '@/shared/preferences/device-preferences';
import { fetchBankTexts } from './bank-texts';
import { numbersInTexts } from './numbers-in-texts';
import { LANGUAGES, isLanguageCode, storedLanguage, textsPath } from './languages';

/** The app's texts (react-i18next's `useTranslation` finds the instance that `initI18n` sets up). */
const i18n: I18n = i18next.createInstance();

/** A missing key shows as the key itself; during development it is also reported. */
export function showMissingKey(key: string, defaultValue?: string): string {
  if (defaultValue !== undefined) return defaultValue;
  if (import.meta.env.DEV) console.warn(`Missing translation: ${key}`);
  return key;
}

/**
 * Lays the bank's own texts for `language` over the app's translation file (SPEC 7.2); the file's text stays where
 * the bank has none, or when they cannot be had.
 */
export async function addBankTexts(
  language: string,
  texts: Promise<Record<string, unknown>> = fetchBankTexts(language),
): Promise<void> {
  try {
    i18n.addResourceBundle(language, 'translation', await texts, true, true);
  } catch {
    // The translation file already covers every text; the bank's versions are a refinement.
  }
}

/** From now on, a language the customer switches to is remembered, set on <html> and given the bank's texts. */
export function followLanguageChanges(): void {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    if (isLanguageCode(language)) rememberPreference('language', language);
    void addBankTexts(language);
  });
}

/** Fails with whether trying again may help: the network or the server failed, rather than the file is not there. */
class TextsUnavailable extends Error {
  readonly retryable: boolean;
  constructor(url: string, retryable: boolean, cause?: unknown) {
    super(`${url} could not be loaded`, { cause });
    this.retryable = retryable;
  }
}

/**
 * Loads a language's translation file in the browser. A failure the network may mend is retried by i18next
 * (`maxRetries`); the file's absence is not.
 */
const translationFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const url = textsPath(language);
    fetch(url, { credentials: 'same-origin' })
      .catch((error: unknown) => Promise.reject(new TextsUnavailable(url, true, error)))
      .then((response) => {
        if (!response.ok) throw new TextsUnavailable(url, response.status >= 500);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (texts) => callback(null, texts),
        (error: unknown) => callback(error as Error, !(error instanceof TextsUnavailable) || error.retryable),
      );
  },
};

/**
 * Starts the app's texts in the language this device chose. The server hands over every translation file
 * (`resources`); the browser loads the one it needs, and the bank's texts over it, before it draws over the server's
 * page, so that both draw the same words.
 */
export async function initI18n({ resources }: { resources?: Resource } = {}) {
  if (!resources) i18n.use(translationFiles);
  await i18n
    .use(numbersInTexts)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      resources,
      // Every file has every text (translation-files.test.ts): a fallback would only cost another file to load.
      fallbackLng: false,
      supportedLngs: LANGUAGES.map((language) => language.code),
      load: 'currentOnly',
      maxRetries: 2,
      interpolation: { escapeValue: false, alwaysFormat: true },
      parseMissingKeyHandler: showMissingKey,
      returnNull: false,
      // Re-render when the bank's texts arrive after the file (languageChanged fires once the file is in).
      react: { bindI18nStore: 'added', useSuspense: false },
    });
}

export { i18n };
