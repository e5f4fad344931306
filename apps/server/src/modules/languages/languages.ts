import { asc, eq, and } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { languages } from '../../db/schema/index.ts';

export function listActiveLanguages(db: Database) {
  return db
    .select({ code: languages.code, name: languages.name, nativeName: languages.nativeName })
    .from(languages)
    .where(eq(languages.active, true))
    .orderBy(asc(languages.sortOrder), asc(languages.code));
}

export async function findActiveLanguage(db: Database, code: string) {
  const [row] = await db
    .select({
      code: languages.code,
      name: languages.name,
      nativeName: languages.nativeName,
      bilingualData: languages.bilingualData,
    })
    .from(languages)
    .where(and(eq(languages.code, code), eq(languages.active, true)));
  return row ?? null;
}

/** The bank's texts (`bilingualData`) as the web app takes them (SPEC 7.2): text that is not a JSON object is none. */
export function parseBankTexts(bilingualData: string | null | undefined): object {
  try {
    const parsed: unknown = JSON.parse(bilingualData ?? '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
