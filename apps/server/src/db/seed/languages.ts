import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../config.ts';
import type { Database } from '../client.ts';
import { languages } from '../schema/index.ts';

/**
 * The menu's titles per language, as the bank first publishes them: the `nav` section of the web app's translation
 * files, so that the menu and the pages use the same words until the bank edits them here.
 */
function menuTexts(code: string): string {
  const file = join(REPO_ROOT, 'apps/web/public/i18n', `${code}.json`);
  const { nav } = JSON.parse(readFileSync(file, 'utf8')) as { nav: unknown };
  return JSON.stringify({ nav });
}

export async function seedLanguages(db: Database): Promise<void> {
  await db
    .insert(languages)
    .values([
      {
        code: 'en',
        name: 'English',
        nativeName: 'English',
        sortOrder: 1,
        bilingualData: menuTexts('en'),
      },
      {
        code: 'tr',
        name: 'Turkish',
        nativeName: 'Türkçe',
        sortOrder: 2,
        bilingualData: menuTexts('tr'),
      },
      {
        code: 'bn',
        name: 'Bengali',
        nativeName: 'বাংলা',
        sortOrder: 3,
        bilingualData: menuTexts('bn'),
      },
    ])
    .onConflictDoNothing();
}
