import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { readManifest, staticClosure, type Manifest } from '../scripts/bundle-size.ts';
import { isPageWithoutMui } from '../src/shared/routing/pages-without-mui.ts';

/** Where the build writes the map of page paths to their files, beside Vite's manifest: the server reads it. */
export const ROUTE_PRELOADS_FILE = join('.vite', 'route-preloads.json');

/** What each page loads first: JavaScript files under the build's root, e.g. `assets/sign-in-….js`. */
export type RoutePreloads = {
  /** A page's path -> the files it loads first. */
  pages: Record<string, string[]>;
  /**
   * The demo worker's files and the seed data of the shell's lists, which the signed-in pages (`pages`) load as they
   * start when the server turns the demo layer on (app/start-demo-layer.ts): the shell waits for the worker and those
   * lists before it shows. null: the build holds no demo layer (DEMO_LAYER=false at build time), and the server
   * started on it leaves the layer off (decision 058).
   */
  demoLayer: { files: string[]; pages: string[] } | null;
};

const ROUTES_DIR = 'src/app/routes/';
/**
 * The app's start: the entry with its static imports (the build writes no preload links for them), then what
 * main.tsx imports dynamically, Zod's setup and the bootstrap. Their chunks hold the libraries (MUI's styles, which
 * main.tsx imports between them, are among the bootstrap's).
 */
export const BOOT = ['index.html', 'src/shared/config/zod-without-eval.ts', 'src/bootstrap.tsx'];
/** What every page drawn with MUI loads with its first page (decision 047): all but the pages without MUI. */
export const MUI_APP_LAYER = 'src/app/MuiAppLayer.tsx';
/** The signed-in layout, whose loader starts the demo worker, and that worker (absent from a build without it). */
const SIGNED_IN_LAYOUT = `${ROUTES_DIR}_main.tsx`;
const DEMO_WORKER = '../../packages/demo-api/src/browser.ts';
/**
 * What a signed-in page preloads when the demo layer is on: the worker, with what it needs for the shell's lists
 * (SPEC 7.3: their schemas, stores and seed data, which the worker's chunk imports as one, decision 049), and the top
 * bar's demo buttons, which the shell loads beside it. Every signed-in entry asks for them, so they download with the
 * worker rather than one round trip after what asks for them.
 */
export const DEMO_LAYER_FIRST_VIEW = [DEMO_WORKER, 'src/features/layout/panels/ShellPanelButtons.tsx'];
/** The key of what any other path (a page with a parameter, an unknown path) preloads: the app's start. */
export const ANY_OTHER_PATH = '*';

/** The route files of the manifest (`src/app/routes/x.tsx`) with the keys of the pieces each is split into. */
function routeFiles(manifest: Manifest): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const file = key.split('?')[0]!;
    if (!file.startsWith(ROUTES_DIR) || !file.endsWith('.tsx')) continue;
    files.set(file, [...(files.get(file) ?? []), key]);
  }
  return files;
}

/**
 * The URL path a route file answers (TanStack Router's file names): `_name` segments are layouts without a path of
 * their own, `index` is its folder's path. null for a file that is no page of a fixed path: the root, a layout
 * (a file with a folder of the same name), or a path with a parameter (`$`).
 */
function pagePath(file: string, files: Map<string, string[]>): string | null {
  const name = file.slice(ROUTES_DIR.length, -'.tsx'.length);
  if (name === '__root' || name.includes('$')) return null;
  const isLayout = [...files.keys()].some((other) => other.startsWith(`${ROUTES_DIR}${name}/`));
  if (isLayout) return null;
  const segments = name.split('/').filter((segment) => !segment.startsWith('_') && segment !== 'index');
  return `/${segments.join('/')}`;
}

/** The route files above `file` that render around it (`_main.tsx` for `_main/dashboard/index.tsx`, ...). */
function layoutsOf(file: string, files: Map<string, string[]>): string[] {
  const segments = file.slice(ROUTES_DIR.length).split('/').slice(0, -1);
  return segments
    .map((_, i) => `${ROUTES_DIR}${segments.slice(0, i + 1).join('/')}.tsx`)
    .filter((layout) => files.has(layout));
}

/**
 * For every page of a fixed path, the JavaScript it waits for besides the entry file that index.html names: the
 * app's start, the app's MUI layer (but on a page without MUI), its layouts and its own chunks, with everything they
 * import statically; for any other path, the app's start and MUI layer. Beside them, the demo worker's files and the
 * signed-in pages that wait for it. Sent as modulepreload links with the page's HTML, they download together instead
 * of one round trip after another (decision 027).
 */
export function routePreloads(manifest: Manifest): RoutePreloads {
  const entryFile = manifest['index.html']?.file;
  const withoutEntry = (chunks: string[]) => chunks.filter((chunk) => chunk !== entryFile);
  const files = routeFiles(manifest);
  const pages: RoutePreloads['pages'] = {
    [ANY_OTHER_PATH]: withoutEntry(staticClosure(manifest, [...BOOT, MUI_APP_LAYER]).js),
  };
  const signedInPages: string[] = [];
  for (const [file, keys] of files) {
    const path = pagePath(file, files);
    if (path === null) continue;
    const layouts = layoutsOf(file, files);
    const layoutKeys = layouts.flatMap((layout) => files.get(layout)!);
    const start = isPageWithoutMui(path) ? BOOT : [...BOOT, MUI_APP_LAYER];
    pages[path] = withoutEntry(staticClosure(manifest, [...start, ...layoutKeys, ...keys]).js);
    if (layouts.includes(SIGNED_IN_LAYOUT)) signedInPages.push(path);
  }
  // `/` only sends a guest to sign in (routes/index.tsx): it starts as the sign-in page does.
  if (pages['/sign-in']) pages['/'] ??= pages['/sign-in'];
  return {
    pages,
    demoLayer:
      DEMO_WORKER in manifest
        ? {
            files: withoutEntry(
              staticClosure(
                manifest,
                DEMO_LAYER_FIRST_VIEW.filter((key) => key in manifest),
              ).js,
            ),
            pages: signedInPages,
          }
        : null,
  };
}

/** The Vite plugin: writes ROUTE_PRELOADS_FILE from the manifest once the build is written. */
export function routePreloadsPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'taka-route-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const preloads = routePreloads(readManifest(outDir));
      await writeFile(join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 1)}\n`);
    },
  };
}
