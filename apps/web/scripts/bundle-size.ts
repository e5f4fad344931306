/**
 * What a page of the built app downloads before it can paint, read from Vite's manifest (dist/.vite/manifest.json):
 * the chunks named, then every chunk they import statically, recursively, with their CSS. Dynamic imports are not
 * followed: the caller names the ones the page waits for. Sizes are brotli at quality 11, computed here from the
 * built files, so the figures do not depend on whether the build or the server compresses, nor how.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type AssetSize = { file: string; kind: 'js' | 'css'; bytes: number; brotliBytes: number };
export type PageLoad = { assets: AssetSize[]; jsBrotliBytes: number; cssBrotliBytes: number };

export const manifestPath = (distDir: string) => join(distDir, '.vite', 'manifest.json');

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(manifestPath(distDir), 'utf8')) as Manifest;
}

/**
 * The manifest keys of `source` (a path relative to the web app's root, as the manifest names it): the module
 * itself and the pieces a route file is split into (`src/app/routes/x.tsx?tsr-split=component`, ...).
 */
export function chunkKeysOf(manifest: Manifest, source: string): string[] {
  const keys = Object.keys(manifest).filter((key) => key === source || key.startsWith(`${source}?`));
  if (keys.length === 0) throw new Error(`the manifest has no chunk for ${source}`);
  return keys;
}

/** The JS and CSS files of `keys` and of everything they import statically, each once, in load order. */
export function staticClosure(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  // A set too: a module imported dynamically inside its group's file is that file's second key (decision 052).
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} as an import but has no such chunk`);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}

const compressedSizes = new Map<string, number>();

/** Brotli at its highest quality (11), as a static precompression step would produce. */
export function brotliSize(path: string): { bytes: number; brotliBytes: number } {
  const content = readFileSync(path);
  let brotliBytes = compressedSizes.get(path);
  if (brotliBytes === undefined) {
    brotliBytes = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).length;
    compressedSizes.set(path, brotliBytes);
  }
  return { bytes: content.length, brotliBytes };
}

/** What loading the modules `sources` costs: every JS and CSS file of their static import graph, compressed. */
export function measurePageLoad(distDir: string, manifest: Manifest, sources: string[]): PageLoad {
  const { js, css } = staticClosure(
    manifest,
    sources.flatMap((source) => chunkKeysOf(manifest, source)),
  );
  const assets: AssetSize[] = [
    ...js.map((file) => ({ file, kind: 'js' as const, ...brotliSize(join(distDir, file)) })),
    ...css.map((file) => ({ file, kind: 'css' as const, ...brotliSize(join(distDir, file)) })),
  ];
  const total = (kind: AssetSize['kind']) =>
    assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.brotliBytes, 0);
  return { assets, jsBrotliBytes: total('js'), cssBrotliBytes: total('css') };
}

export const KIB = 1024;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** One line per file, largest compressed first, then the totals: for a failure message or a report. */
export function describePageLoad(load: PageLoad): string {
  const rows = [...load.assets]
    .sort((a, b) => b.brotliBytes - a.brotliBytes)
    .map(
      (asset) =>
        `  ${asset.file.padEnd(52)} ${kib(asset.brotliBytes).padStart(11)} brotli  ${kib(asset.bytes).padStart(11)} raw`,
    );
  return [
    ...rows,
    `  JavaScript: ${kib(load.jsBrotliBytes)} brotli; CSS: ${kib(load.cssBrotliBytes)} brotli`,
  ].join('\n');
}
