import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fetchBankTexts } from './bank-texts';
import { numbersInTexts } from './numbers-in-texts';
import { takeEarlyResponse } from '@/shared/api/early-fetch';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  isLanguageCode,
  storedLanguage,
  translationPath,
} from './languages';

/** A missing key shows as the key itself; during development it is also reported. */
export function showMissingKey(key: string, defaultValue?: string): string {
  if (defaultValue !== undefined) return defaultValue;
  if (import.meta.env.DEV) console.warn(`Missing translation: ${key}`);
  return key;
}

/** The bank's own texts for `language`, laid over the app's translation file; the file's text stays otherwise. */
async function addBankTexts(language: string) {
  try {
    i18n.addResourceBundle(language, 'translation', await fetchBankTexts(language), true, true);
  } catch {
    // The translation file already covers every text; the bank's versions are a refinement.
  }
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  if (isLanguageCode(language)) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  void addBankTexts(language);
});

/**
 * Loads a language's translation file; the first language's is usually on its way already (main.tsx). A failure
 * the network may mend is retried by i18next (`maxRetries`); the file's absence is not.
 */
const translationFiles: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    const url = translationPath(language);
    (takeEarlyResponse(url) ?? fetch(url, { credentials: 'same-origin' }))
      .then(async (response) => {
        if (!response.ok) return callback(new Error(`${url}: ${response.status}`), response.status >= 500);
        callback(null, await response.json());
      })
      .catch((error: unknown) => callback(error as Error, true));
  },
};

export function initI18n() {
  return i18n
    .use(translationFiles)
    .use(numbersInTexts)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((language) => language.code),
      load: 'currentOnly',
      maxRetries: 2,
      interpolation: { escapeValue: false, alwaysFormat: true },
      parseMissingKeyHandler: showMissingKey,
      returnNull: false,
      // Re-render when the bank's texts arrive after the file (languageChanged fires once the file is in).
      react: { bindI18nStore: 'added' },
    });
}

export { i18n };
