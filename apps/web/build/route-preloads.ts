import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { readManifest, staticClosure, type Manifest } from '../scripts/bundle-size.ts';

/** Where the build writes the map of page paths to their files, beside Vite's manifest: the server reads it. */
export const ROUTE_PRELOADS_FILE = join('.vite', 'route-preloads.json');

/** A page's path -> the JavaScript files (under the build's root, e.g. `assets/sign-in-….js`) it loads first. */
export type RoutePreloads = Record<string, string[]>;

const ROUTES_DIR = 'src/app/routes/';
/**
 * The app's start, which main.tsx imports dynamically (so index.html preloads none of it): Zod's setup, then the
 * bootstrap. Their chunks hold the libraries (MUI's styles, which main.tsx imports between them, are among the
 * bootstrap's).
 */
const BOOT = ['src/shared/config/zod-without-eval.ts', 'src/bootstrap.tsx'];
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
 * For every page of a fixed path, the JavaScript it waits for beyond what index.html already loads: the app's start,
 * its layouts and its own chunks, with everything they import statically; for any other path, the app's start.
 * Sent as modulepreload links with the page's HTML, they download together instead of one round trip after another
 * (decision 027).
 */
export function routePreloads(manifest: Manifest): RoutePreloads {
  const inHtml = new Set(staticClosure(manifest, ['index.html']).js);
  const files = routeFiles(manifest);
  const preloads: RoutePreloads = {
    [ANY_OTHER_PATH]: staticClosure(manifest, BOOT).js.filter((chunk) => !inHtml.has(chunk)),
  };
  for (const [file, keys] of files) {
    const path = pagePath(file, files);
    if (path === null) continue;
    const layoutKeys = layoutsOf(file, files).flatMap((layout) => files.get(layout)!);
    const { js } = staticClosure(manifest, [...BOOT, ...layoutKeys, ...keys]);
    preloads[path] = js.filter((chunk) => !inHtml.has(chunk));
  }
  return preloads;
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
