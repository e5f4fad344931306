import {
  describeTransaction,
  type FormatLanguage,
  type TransactionFacts,
  type Translate,
} from '@taka/contracts';
import { TRANSLATION_FILES as FILES } from '../languages/translation-files.ts';

// The texts of the files the server writes (statement PDF and CSV, receipt PDF) come from the web app's translation
// files, so each text is translated once (docs/decisions/023): the keys the screens show too (receipt fields,
// statement columns, transaction descriptions) and, for texts only the files have, the `documents` section.

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` placeholders as i18next does; the values come already formatted for the reader. */
const fill = (text: string, values: Record<string, string> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);

export type DocumentTexts = {
  language: FormatLanguage;
  t: Translate;
  /** A statement line's or receipt's movement in words ("Fund transfer to Karim Hossain (1021000000037)"). */
  describe: (facts: TransactionFacts) => string;
};

/** The texts in one language; a key its file lacks is taken from English, and one English lacks is our bug. */
export function documentTexts(language: FormatLanguage): DocumentTexts {
  const t: Translate = (key, values) => {
    const text = lookup(FILES[language], key) ?? lookup(FILES.en, key);
    if (text === undefined) throw new Error(`no translation for ${key}`);
    return fill(text, values);
  };
  return { language, t, describe: (facts) => describeTransaction(facts, t) };
}
