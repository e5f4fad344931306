import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { buildsDemoLayer } from './demo-layer.ts';

/**
 * Where the build writes the app's pages drawn in Node, beside Vite's manifest (never served): the build runs the
 * sign-in page's once (prerender-sign-in.ts), the API server the dashboard's on request (decision 054). Its name on
 * the server is `RENDERERS_DIR` (apps/server/src/routes/first-view/web-renderer.ts).
 */
export const RENDERERS_DIR = join('.vite', 'renderers');

/** Each renderer's module name and source. */
const RENDERERS = {
  'sign-in-page': 'src/app/prerender/sign-in-page.tsx',
  'dashboard-page': 'src/app/prerender/dashboard-page.tsx',
};

/**
 * Builds the renderers for Node into `outDir`'s RENDERERS_DIR, each one file with every package it imports bundled in:
 * the server's image installs none of the web app's packages, and imports a rebuilt renderer afresh under a new URL,
 * which a chunk's import of its entry would not follow (two copies of the app's modules, each with its own state).
 */
export async function buildRenderers(root: string, outDir: string): Promise<string> {
  const dir = join(outDir, RENDERERS_DIR);
  await rm(dir, { recursive: true, force: true });
  for (const [name, source] of Object.entries(RENDERERS))
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      // React's production JSX, as the define below: the React plugin would take development's from a test's NODE_ENV.
      oxc: { jsx: { runtime: 'automatic', development: false } },
      resolve: { alias: { '@/': join(root, 'src/') } },
      ssr: { noExternal: true },
      // The packages' production code (React's is several times faster), whatever NODE_ENV the server runs with; the
      // app's build's demo layer (vite.config.ts).
      define: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __DEMO_LAYER__: JSON.stringify(buildsDemoLayer()),
      },
      build: {
        ssr: true,
        outDir: dir,
        emptyOutDir: false,
        copyPublicDir: false,
        minify: true,
        // They run in Node, loaded once: their size costs nothing on the wire.
        chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
        rolldownOptions: {
          input: { [name]: source },
          output: { codeSplitting: false },
          // The packages' "use client" marks mean nothing outside a framework that splits server and client code.
          onLog: (level, log, handler) => {
            if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
          },
        },
      },
    });
  return dir;
}
