import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fetchBankTexts } from './bank-texts';
import { numbersInTexts } from './numbers-in-texts';
import { takeEarlyResponse } from '@/shared/api/early-fetch';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, isLanguageCode, storedLanguage, textsPath } from './languages';

/** The app's texts (react-i18next's `useTranslation` finds the instance that `initI18n` sets up). */
const i18n: I18n = i18next.createInstance();

/** Whether a page has shown a key for want of its text (the rest of the texts not in yet, say). */
let keyShown = false;

/** A missing key shows as the key itself; during development it is also reported. */
export function showMissingKey(key: string, defaultValue?: string): string {
  if (defaultValue !== undefined) return defaultValue;
  if (import.meta.env.DEV) console.warn(`Missing translation: ${key}`);
  keyShown = true;
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

let bankTexts = Promise.resolve();

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  if (isLanguageCode(language)) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  bankTexts = addBankTexts(language);
});

/**
 * Settles once the bank's texts for the current language are in (or could not be had). The start waits for them
 * before its first render: arriving after it, they redraw every text on screen, a long task on a phone.
 */
export const bankTextsSettled = () => bankTexts;

type Texts = Record<string, unknown>;

/** Fails with whether trying again may help: the network or the server failed, rather than the file is not there. */
class TextsUnavailable extends Error {
  readonly retryable: boolean;
  constructor(url: string, retryable: boolean, cause?: unknown) {
    super(`${url} could not be loaded`, { cause });
    this.retryable = retryable;
  }
}

/** A part of a translation file; the first language's are usually on their way already (main.tsx). */
async function fetchTexts(url: string): Promise<Texts> {
  let response: Response;
  try {
    response = await (takeEarlyResponse(url) ?? fetch(url, { credentials: 'same-origin' }));
  } catch (error) {
    throw new TextsUnavailable(url, true, error);
  }
  if (!response.ok) throw new TextsUnavailable(url, response.status >= 500);
  return (await response.json()) as Texts;
}

const isTree = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `part`'s texts laid into `texts`: the two parts share a group whose texts the first view needs only some of. */
function addPart(texts: Texts, part: Texts): Texts {
  for (const [key, value] of Object.entries(part))
    texts[key] = isTree(value) && isTree(texts[key]) ? addPart(texts[key], value) : value;
  return texts;
}

/**
 * While set, a language loads with the first part of its texts only: the app started on a first-view page. The first
 * call for the rest clears it; languages load whole from then on.
 */
let firstPartOnly = false;
/** Per language, the rest of its texts: loaded, or on their way. */
const restLoads = new Map<string, Promise<void>>();

/**
 * Loads a language's texts: both parts of its translation file (decision 046), or the first only while the app
 * starts on a page of the first view. A failure the network may mend is retried by i18next (`maxRetries`); the
 * file's absence is not.
 */
const translationFiles: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    const parts = firstPartOnly ? (['first'] as const) : (['first', 'rest'] as const);
    Promise.all(parts.map((part) => fetchTexts(textsPath(language, part))))
      .then((loaded) => {
        if (loaded.length === 2) restLoads.set(language, Promise.resolve());
        callback(null, loaded.reduce(addPart, {}));
      })
      .catch((error: unknown) =>
        callback(error as Error, !(error instanceof TextsUnavailable) || error.retryable),
      );
  },
};

/**
 * Adds the rest of the current language's texts once its first part is in (decision 046): what a page outside the
 * first view waits for. Laid under what is there, so the bank's texts stay on top. After a failure the next call
 * tries again; meanwhile the page shows what it has.
 */
export function loadRestOfTexts(): Promise<void> {
  firstPartOnly = false;
  const language = i18n.resolvedLanguage ?? i18n.language;
  let load = restLoads.get(language);
  if (!load) {
    load = fetchTexts(textsPath(language, 'rest'))
      // Every text on screen redraws when texts are added (react-i18next), a long task on a phone: only when a key
      // is on screen that the rest may replace.
      .then((rest) => {
        i18n.addResourceBundle(language, 'translation', rest, true, false, {
          silent: !keyShown,
          skipCopy: true,
        });
      })
      .catch((error: unknown) => {
        restLoads.delete(language);
        console.warn('The rest of the texts could not be loaded; the next page asks again.', error);
      });
    restLoads.set(language, load);
  }
  return load;
}

/** `startsOnFirstView`: the app starts on a page of the first view, which draws from the first part of the texts. */
export function initI18n({ startsOnFirstView = false } = {}) {
  firstPartOnly = startsOnFirstView;
  return i18n
    .use(translationFiles)
    .use(numbersInTexts)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      // Every file has every text (translation-files.test.ts): a fallback would only cost another file to load.
      fallbackLng: false,
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
