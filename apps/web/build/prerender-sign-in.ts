import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as Renderer from '../src/app/prerender/sign-in-page.tsx';
import { DEFAULT_LANGUAGE } from '../src/shared/i18n/languages.ts';

/** Where the build writes the pages it drew, beside Vite's manifest: the server reads it (decision 048). */
export const PRERENDERED_PAGES_FILE = join('.vite', 'prerendered-pages.json');

export type PrerenderedPages = {
  /** Each drawn page with the paths it is sent for (`/` sends a guest to sign in: it starts as that page). */
  pages: (Renderer.PrerenderedPage & { paths: string[] })[];
};

const RENDERER = 'src/app/prerender/sign-in-page.tsx';

/**
 * Draws the sign-in page in the default language with the app's own components: they are built for Node (under
 * node_modules, whence the built module finds its packages) and run once.
 */
export async function prerenderSignIn(root: string): Promise<PrerenderedPages> {
  const cacheDir = join(root, 'node_modules', '.cache');
  await mkdir(cacheDir, { recursive: true });
  const outDir = await mkdtemp(join(cacheDir, 'taka-prerender-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react()],
      resolve: { alias: { '@/': join(root, 'src/') } },
      build: { ssr: RENDERER, outDir, emptyOutDir: false, minify: false },
    });
    const renderer = (await import(pathToFileURL(join(outDir, 'sign-in-page.js')).href)) as typeof Renderer;
    const texts = JSON.parse(
      await readFile(join(root, 'public', 'i18n', `${DEFAULT_LANGUAGE}.json`), 'utf8'),
    ) as object;
    const page = await renderer.renderSignInPage(DEFAULT_LANGUAGE, texts);
    return { pages: [{ paths: ['/', '/sign-in'], ...page }] };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** The Vite plugin: writes PRERENDERED_PAGES_FILE once the build is written. */
export function prerenderSignInPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'taka:prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const pages = await prerenderSignIn(config.root);
      const outDir = resolve(config.root, config.build.outDir);
      await writeFile(join(outDir, PRERENDERED_PAGES_FILE), `${JSON.stringify(pages, null, 1)}\n`);
    },
  };
}
