import { devicePreferences } from '@/shared/preferences/device-preferences';

/** The languages the app ships translations for (public/i18n/{code}.json). English is the default. */
export const LANGUAGES = [
  { code: 'en', nativeName: 'English' },
  { code: 'bn', nativeName: 'বাংলা' },
  { code: 'tr', nativeName: 'Türkçe' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** A language's translation file, as the web app serves it (public/i18n/{code}.json). */
export const textsPath = (code: string) => `/i18n/${code}.json`;

/** The bank's own texts in a language (SPEC 7.2), laid over its translation file. */
export const bankTextsPath = (code: string) => `/api/meta/languages/findby/code/${encodeURIComponent(code)}`;

/** The language the customer chose last on this device, if they ever chose one. */
export function chosenLanguage(): LanguageCode | undefined {
  const stored = devicePreferences().get('language');
  return isLanguageCode(stored) ? stored : undefined;
}

/** The language the customer chose last on this device, else the default. */
export const storedLanguage = (): LanguageCode => chosenLanguage() ?? DEFAULT_LANGUAGE;
