import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export type Texts = Record<string, unknown>;

/**
 * The texts that the first view's pages (src/shared/i18n/first-view.ts: sign-in, the signed-in shell and its
 * dashboard) draw, with the messages any form or call may show: the first part of each translation file. Each is a
 * group or, where those pages need a few of a group's texts, a path inside one. A page that shows a key instead of
 * its text names a text missing here (the browser test `first-view-texts.spec.ts` loads those pages without the
 * rest).
 */
export const FIRST_VIEW_TEXTS = [
  'app',
  'common',
  'auth',
  'validation',
  'errors',
  'confirmation',
  'otp',
  'shell',
  'nav',
  'navigation',
  'sitemap',
  'preferences',
  'shellPanels',
  'liveNotifications',
  'dashboard',
  'pages.dashboard',
  'accountSelect',
  'transactionTypes',
  'transactionDescriptions',
  'receipt.status',
];

export type TextsPart = 'first' | 'rest';

const isTree = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The texts of `tree` (at `prefix`) in `part`: a named path whole, a group with named paths inside it split. */
function partOf(tree: Texts, part: TextsPart, prefix = ''): Texts {
  const taken: Texts = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (FIRST_VIEW_TEXTS.includes(path)) {
      if (part === 'first') taken[key] = value;
    } else if (isTree(value) && FIRST_VIEW_TEXTS.some((named) => named.startsWith(`${path}.`))) {
      const inside = partOf(value, part, `${path}.`);
      if (Object.keys(inside).length > 0) taken[key] = inside;
    } else if (part === 'rest') taken[key] = value;
  }
  return taken;
}

/** The texts of `texts` in `part`. */
export const textsPart = (texts: Texts, part: TextsPart): Texts => partOf(texts, part);

const PART_PATH = /^\/i18n\/(\w+)\.(first|rest)\.json$/;

/**
 * Serves each translation file of `public/i18n` (`en.json`) in its two parts, `i18n/en.first.json` and
 * `i18n/en.rest.json` (decision 046): written into the build, answered by the development server. The whole files
 * stay the source that people edit and the server reads.
 */
export function translationPartsPlugin(publicDir: string): Plugin {
  const i18nDir = join(publicDir, 'i18n');
  const read = (code: string): Texts => JSON.parse(readFileSync(join(i18nDir, `${code}.json`), 'utf8'));
  return {
    name: 'taka-translation-parts',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const [, code, part] = request.url?.match(PART_PATH) ?? [];
        if (!code || !part) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(textsPart(read(code), part as TextsPart)));
      });
    },
    generateBundle() {
      for (const file of readdirSync(i18nDir).filter((name) => name.endsWith('.json'))) {
        const code = file.replace(/\.json$/, '');
        for (const part of ['first', 'rest'] as const)
          this.emitFile({
            type: 'asset',
            fileName: `i18n/${code}.${part}.json`,
            source: JSON.stringify(textsPart(read(code), part)),
          });
      }
    },
  };
}
