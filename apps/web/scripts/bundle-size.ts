/**
 * What a page of the built app downloads before it runs: the scripts and style sheets its document names (the
 * modulepreload links and scripts the server's render writes for the page's routes) with the scripts they import
 * and those the entry starts the app with, each brotli-compressed at
 * quality 11, computed here from the built files, so the figures do not depend on whether the build or the server
 * compresses, nor how. The document comes from the build's own server bundle (dist/server), rendered here as the
 * API's page renderer renders it, its calls to the API answered by `answerApi`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

export type AssetSize = { file: string; kind: 'js' | 'css'; bytes: number; brotliBytes: number };
export type PageLoad = { assets: AssetSize[]; jsBrotliBytes: number; cssBrotliBytes: number };

type ServerBundle = {
  renderPage(
    request: Request,
    found: { cookie: string; nonce: string; session: string | null },
  ): Promise<Response>;
};

/** The page at `path` as the build's server bundle renders it for a guest (or `session`), its API calls faked. */
export async function renderBuiltPage(
  distDir: string,
  path: string,
  answerApi: (path: string) => unknown,
  session: 'unlocked' | null = null,
): Promise<string> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    return Response.json(answerApi(new URL(url, 'http://localhost').pathname));
  };
  try {
    const bundle = (await import(pathToFileURL(join(distDir, 'server', 'server.js')).href)) as ServerBundle;
    const response = await bundle.renderPage(
      new Request(new URL(path, 'http://localhost'), { headers: { accept: 'text/html' } }),
      { cookie: '', nonce: 'measure', session },
    );
    return await response.text();
  } finally {
    globalThis.fetch = realFetch;
  }
}

/** The built files a document names for the browser to load first: its scripts, module preloads and style sheets. */
export function documentAssets(html: string): { js: string[]; css: string[] } {
  const links = [...html.matchAll(/<(?:link|script)\b[^>]*>/g)].map(([tag]) => tag);
  const href = (tag: string) => /\s(?:href|src)="\/(assets\/[^"]+)"/.exec(tag)?.[1];
  const js = links.filter((tag) => /rel="modulepreload"|<script/.test(tag)).map(href);
  const css = links.filter((tag) => /rel="stylesheet"/.test(tag)).map(href);
  const built = (files: (string | undefined)[]) => [...new Set(files.filter((file) => file !== undefined))];
  return { js: built(js), css: built(css) };
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

/**
 * The scripts `files` import, recursively: statically, and, for the entry (the document's module script, which
 * imports the app's start on its way), dynamically too.
 */
function importClosure(clientDir: string, files: string[], entry: string | undefined): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(clientDir, file), 'utf8');
    const imports = [...code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map(([, name]) => name!);
    const started =
      file === entry
        ? [...code.matchAll(/import\(["`]\.\/([\w.-]+\.js)["`]\)/g)].map(([, name]) => name!)
        : [];
    for (const name of [...imports, ...started]) visit(`assets/${name}`);
  };
  for (const file of files) visit(file);
  return [...seen];
}

/** What loading the files a document names costs, compressed; `clientDir` is the build's dist/client. */
export function measurePageLoad(clientDir: string, html: string): PageLoad {
  const named = documentAssets(html);
  const entry = /<script\b[^>]*type="module"[^>]*src="\/(assets\/[^"]+)"/.exec(html)?.[1];
  const js = importClosure(clientDir, named.js, entry);
  const { css } = named;
  const assets: AssetSize[] = [
    ...js.map((file) => ({ file, kind: 'js' as const, ...brotliSize(join(clientDir, file)) })),
    ...css.map((file) => ({ file, kind: 'css' as const, ...brotliSize(join(clientDir, file)) })),
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
