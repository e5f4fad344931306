import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../../clock.ts';
import { parseBankTexts } from '../../modules/languages/languages.ts';

/** Written by the web build (apps/web/build/prerender-sign-in.ts): the pages it drew to HTML (decision 048). */
const PRERENDERED_PAGES_FILE = join('.vite', 'prerendered-pages.json');
/** How long the answer to "has the bank its own text for one the page shows?" is reused. */
const BANK_TEXTS_TTL_MS = 60_000;
/** How long a page waits for that answer before it goes without the drawn page (the database may be restarting). */
const BANK_TEXTS_WAIT_MS = 250;

export type PrerenderedPage = { language: string; title: string; markup: string; textKeys: string[] };

/** The drawn pages by path; none when the build wrote none or the file is not as expected. */
export async function readPrerenderedPages(dist: string): Promise<Map<string, PrerenderedPage>> {
  const text = await readFile(join(dist, PRERENDERED_PAGES_FILE), 'utf8').catch(() => null);
  const pages = new Map<string, PrerenderedPage>();
  if (text === null) return pages;
  const parsed = JSON.parse(text) as { pages?: (PrerenderedPage & { paths: string[] })[] };
  for (const { paths, language, title, markup, textKeys } of parsed.pages ?? [])
    for (const path of paths) pages.set(path, { language, title, markup, textKeys });
  return pages;
}

/** The dotted keys of a translation tree: `{ auth: { signIn: { title } } }` has `auth.signIn.title`. */
function textKeysOf(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return prefix ? [prefix] : [];
  return Object.entries(tree).flatMap(([key, value]) => textKeysOf(value, prefix ? `${prefix}.${key}` : key));
}

/** The keys of the bank's texts (SPEC 7.2, `bilingualData`). */
const bankTextKeys = (bilingualData: string | null) => new Set(textKeysOf(parseBankTexts(bilingualData)));

const sleep = (ms: number) =>
  new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref());

/**
 * Whether a drawn page shows only texts the bank has not replaced: it is drawn from the translation file, and the
 * app would draw the bank's text over it a moment later. The bank's keys are read at most once a minute; when they
 * are not at hand in time, or the database cannot say, the answer is no (the page goes with the logo, as before).
 */
export function bankTextsCheck(
  /** The bank's texts in a language (`bilingualData`), null for a language the bank has not switched on. */
  readBankTexts: (language: string) => Promise<string | null>,
  clock: Clock,
) {
  const known = new Map<string, { at: number; keys: Promise<Set<string>> }>();
  return async function showsOnlyOwnTexts(page: PrerenderedPage): Promise<boolean> {
    const now = clock.now().getTime();
    let entry = known.get(page.language);
    if (!entry || now - entry.at > BANK_TEXTS_TTL_MS) {
      const read = { at: now, keys: readBankTexts(page.language).then(bankTextKeys) };
      known.set(page.language, read);
      // A failed read is asked again next time rather than kept for a minute.
      read.keys.catch(() => {
        if (known.get(page.language) === read) known.delete(page.language);
      });
      entry = read;
    }
    const keys = await Promise.race([entry.keys.catch(() => undefined), sleep(BANK_TEXTS_WAIT_MS)]);
    return keys !== undefined && !page.textKeys.some((key) => keys.has(key));
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[character]!);

/** index.html with the drawn page in `#root`, in front of the logo it replaces, and its window title. */
export function withPrerenderedPage(html: string, page: PrerenderedPage): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('<div id="root">', `<div id="root">${page.markup}`);
}
