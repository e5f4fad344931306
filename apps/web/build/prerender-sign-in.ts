import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import type * as Renderer from '../src/app/prerender/sign-in-page.tsx';
import { DEFAULT_LANGUAGE } from '../src/shared/i18n/languages.ts';
import { buildRenderers } from './renderers.ts';

/** Where the build writes the pages it drew, beside Vite's manifest: the server reads it (decision 048). */
export const PRERENDERED_PAGES_FILE = join('.vite', 'prerendered-pages.json');

export type PrerenderedPages = {
  /** Each drawn page with the paths it is sent for (`/` sends a guest to sign in: it starts as that page). */
  pages: (Renderer.PrerenderedPage & { paths: string[] })[];
};

/**
 * Draws the sign-in page in the default language with the app's own components: the renderers are built for Node
 * (renderers.ts) and the sign-in page's is run once.
 */
export async function prerenderSignIn(root: string, outDir: string): Promise<PrerenderedPages> {
  const renderers = await buildRenderers(root, outDir);
  const renderer = (await import(pathToFileURL(join(renderers, 'sign-in-page.js')).href)) as typeof Renderer;
  const texts = JSON.parse(
    await readFile(join(root, 'public', 'i18n', `${DEFAULT_LANGUAGE}.json`), 'utf8'),
  ) as object;
  const page = await renderer.renderSignInPage(DEFAULT_LANGUAGE, texts);
  return { pages: [{ paths: ['/', '/sign-in'], ...page }] };
}

/** The Vite plugin: builds the renderers and writes PRERENDERED_PAGES_FILE once the build is written. */
export function prerenderSignInPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'taka:prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const pages = await prerenderSignIn(config.root, outDir);
      await writeFile(join(outDir, PRERENDERED_PAGES_FILE), `${JSON.stringify(pages, null, 1)}\n`);
    },
  };
}
