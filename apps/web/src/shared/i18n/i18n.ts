import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
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

export function initI18n() {
  return i18n
    .use(HttpBackend)
    .use(numbersInTexts)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((language) => language.code),
      load: 'currentOnly',
      backend: {
        loadPath: translationPath('{{lng}}'),
        // The first language's file is usually on its way already (main.tsx); later ones are fetched here.
        alternateFetch: (url: string) => takeEarlyResponse(url),
      },
      maxRetries: 2,
      interpolation: { escapeValue: false, alwaysFormat: true },
      parseMissingKeyHandler: showMissingKey,
      returnNull: false,
      // Re-render when the bank's texts arrive after the file (languageChanged fires once the file is in).
      react: { bindI18nStore: 'added' },
    });
}

export { i18n };
