import { ActiveLanguagesResponseSchema, LanguageByCodeResponseSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { bankTextsPath, LANGUAGES, type LanguageCode } from './languages';

/**
 * Texts the bank manages on the server (the menu's titles, say) arrive as `bilingualData`, JSON text per language
 * (SPEC 7.2). Text that does not parse as an object counts as no texts at all.
 */
export function parseBilingualData(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export async function fetchBankTexts(code: string): Promise<Record<string, unknown>> {
  const answer = await apiRequest(bankTextsPath(code), {
    schema: LanguageByCodeResponseSchema,
    session: null,
  });
  return parseBilingualData(answer.data.bilingualData);
}

/** The languages the bank has switched on, among those the app ships translation files for. */
export async function fetchActiveLanguages(): Promise<(typeof LANGUAGES)[number][]> {
  const answer = await apiRequest('/api/meta/languages/active', {
    schema: ActiveLanguagesResponseSchema,
    session: null,
  });
  const active = new Set<string>(answer.data.map((language) => language.code));
  return LANGUAGES.filter((language) => active.has(language.code as LanguageCode));
}
