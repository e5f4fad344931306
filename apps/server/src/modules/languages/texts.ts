import {
  describeTransaction,
  formatLanguageOf,
  formatTaka,
  type FormatLanguage,
  type TransactionFacts,
  type Translate,
} from '@taka/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { TRANSLATION_FILES as FILES } from './translation-files.ts';

// Every text the server writes (files, SMS, notifications, the remarks it fills in) comes from the web app's
// translation files, in the reader's language, so each text is translated once (decisions 023, 056): the keys the
// screens show too (receipt fields, statement columns, transaction descriptions), and for texts only the server
// writes, the `documents` and `messages` sections.

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

export type Texts = {
  language: FormatLanguage;
  t: Translate;
  /** A statement line's or receipt's movement in words ("Fund transfer to Karim Hossain (1021000000037)"). */
  describe: (facts: TransactionFacts) => string;
  /** An amount of poisha as the reader writes it ("৳1,250.00", "৳1.250,00", "১,২৫০.০০৳"). */
  taka: (poisha: bigint) => string;
};

/** The texts in one language; a key its file lacks is taken from English, and one English lacks is our bug. */
export function textsIn(language: FormatLanguage): Texts {
  const t: Translate = (key, values) => {
    const text = lookup(FILES[language], key) ?? lookup(FILES.en, key);
    if (text === undefined) throw new Error(`no translation for ${key}`);
    return fill(text, values);
  };
  return {
    language,
    t,
    describe: (facts) => describeTransaction(facts, t),
    taka: (poisha) => formatTaka(poisha, language),
  };
}

/** Remembers the language the customer chose (unchanged when they chose none): what the server writes to them in. */
export async function rememberLanguage(
  db: Database,
  customerId: string,
  language: FormatLanguage | undefined,
): Promise<void> {
  if (!language) return;
  await db
    .update(customers)
    .set({ language })
    .where(and(eq(customers.id, customerId), ne(customers.language, language)));
}

/** The language customer `customerId` chose last (English for one unknown): what the server writes to them in. */
export async function customerTexts(db: Database, customerId: string): Promise<Texts> {
  const [row] = await db
    .select({ language: customers.language })
    .from(customers)
    .where(eq(customers.id, customerId));
  return textsIn(formatLanguageOf(row?.language));
}
