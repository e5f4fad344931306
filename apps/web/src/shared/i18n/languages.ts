/** The languages the app ships translations for (public/i18n/{code}.json). English is the default. */
export const LANGUAGES = [
  { code: 'en', nativeName: 'English' },
  { code: 'bn', nativeName: 'বাংলা' },
  { code: 'tr', nativeName: 'Türkçe' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_STORAGE_KEY = 'taka.language';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/**
 * A part of a language's translation file, as the web app serves it: the first view's texts or the rest
 * (decision 046; the build writes the parts of public/i18n/{code}.json).
 */
export const textsPath = (code: string, part: 'first' | 'rest') => `/i18n/${code}.${part}.json`;

/** The bank's own texts in a language (SPEC 7.2), laid over its translation file. */
export const bankTextsPath = (code: string) => `/api/meta/languages/findby/code/${encodeURIComponent(code)}`;

/** The language the customer chose last on this device, if they ever chose one. */
export function chosenLanguage(): LanguageCode | undefined {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguageCode(stored) ? stored : undefined;
}

/** The language the customer chose last on this device, else the default. */
export const storedLanguage = (): LanguageCode => chosenLanguage() ?? DEFAULT_LANGUAGE;
