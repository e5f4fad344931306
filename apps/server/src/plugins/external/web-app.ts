import { readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';
import { findActiveLanguage } from '../../modules/languages/languages.ts';
import { compressForClient } from './compression.ts';
import {
  bankTextsCheck,
  readPrerenderedPages,
  withPrerenderedPage,
  type PrerenderedPage,
} from './prerendered-pages.ts';
import { DOCUMENT_ONLY_HEADERS, styleNonce } from './security-headers.ts';

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;
/** A missing file (a stale hashed asset, a typo) is a 404, never the app's HTML with 200; pages have no extension. */
const isFile = (path: string) => path.startsWith('/assets/') || /\.[a-z0-9]{1,11}$/i.test(path);
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files a page loads as subresources, never opens as a document (unlike an SVG or HTML file, which can script). */
const SUBRESOURCE = /\.(?:js|css|woff2?)(?:\.br|\.gz)?$/;
/** The icon apps/web/index.html names. */
const APP_ICON = '/images/logo.svg';
/** Written by the web build (apps/web/build/route-preloads.ts): each page's path and the files it loads first. */
const ROUTE_PRELOADS_FILE = join('.vite', 'route-preloads.json');
/**
 * Its entry for every path it does not name (a page with a parameter, an unknown path): the app's start and MUI
 * layer. A page's own entry names all it loads first, its start too (the sign-in page's leaves MUI out).
 */
const ANY_OTHER_PATH = '*';
/** A built script's path as route-preloads.json names it; anything else is not put into the HTML. */
const BUILT_SCRIPT = /^assets\/[\w.-]+\.js$/;

/** What each page loads first (route-preloads.json): its own files, and the demo worker's for the signed-in pages. */
type Preloads = { pages: Map<string, string[]>; demoLayerFiles: string[]; demoLayerPages: Set<string> };
type IndexTemplate = {
  mtimeMs: number;
  html: string;
  preloads: Preloads;
  /** The pages the build drew to HTML, by path (decision 048). */
  prerendered: Map<string, PrerenderedPage>;
};

/** A page's path as the build names it: no trailing slash but for `/`. */
const pagePathOf = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const builtScripts = (files: unknown): string[] =>
  Array.isArray(files) ? files.map(String).filter((file) => BUILT_SCRIPT.test(file)) : [];

/**
 * The pages whose drawn version the web app may ask the server for before its code (the dashboard, decision 054):
 * their preload links wait in the template too, for main.tsx to add once that page is shown (or will not be).
 */
const DRAWN_ON_REQUEST = new Set(['/dashboard']);

/** The build's preloads, keeping only well-formed script paths; none when there is no such file. */
async function readRoutePreloads(dist: string): Promise<Preloads> {
  const text = await readFile(join(dist, ROUTE_PRELOADS_FILE), 'utf8').catch(() => null);
  const parsed = (text === null ? {} : JSON.parse(text)) as {
    pages?: Record<string, unknown>;
    demoLayer?: { files?: unknown; pages?: unknown } | null;
  };
  return {
    pages: new Map(Object.entries(parsed.pages ?? {}).map(([path, files]) => [path, builtScripts(files)])),
    demoLayerFiles: builtScripts(parsed.demoLayer?.files),
    demoLayerPages: new Set(Array.isArray(parsed.demoLayer?.pages) ? parsed.demoLayer.pages.map(String) : []),
  };
}

/**
 * The `<template>` whose links main.tsx puts into the page once a drawn page is on screen (decision 048); the web
 * app's name for it is `PRELOADS_AFTER_PAINT_ID` (src/shared/ui/prerendered-page.ts).
 */
const PRELOADS_AFTER_PAINT = 'preloads-after-paint';

/**
 * index.html for `path`: with a modulepreload link for each file that page loads first (decision 027), so they
 * download together rather than each after the code that discovers it: the app's start (the libraries and the
 * bootstrap, which every page runs first) and the page's own files, then, on a signed-in page while the demo
 * layer is on, the demo worker's, which the shell waits for. All at low priority, so that on a slow link they do
 * not share it with what the first paint waits for (theme-init.js; the logo is inline): the app's code runs only
 * once that paint is done (main.tsx, decision 039). Under a drawn page (decisions 048, 054) the links wait in a
 * template until the page is on screen: it needs no script to be seen.
 */
function withPreloads(html: string, preloads: Preloads, path: string, demoLayer: boolean, drawn: boolean) {
  const pagePath = pagePathOf(path);
  const page = preloads.pages.get(pagePath) ?? preloads.pages.get(ANY_OTHER_PATH) ?? [];
  const demo = demoLayer && preloads.demoLayerPages.has(pagePath) ? preloads.demoLayerFiles : [];
  const links = [...new Set([...page, ...demo])]
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('');
  if (!links) return html;
  return html.replace(
    '</head>',
    drawn ? `<template id="${PRELOADS_AFTER_PAINT}">${links}</template></head>` : `${links}</head>`,
  );
}

/**
 * Serves the built web app (WEB_DIST_DIR) on the same origin: hashed files under /assets for a year, everything
 * else revalidated, each as the build's brotli or gzip copy when the client accepts one, and index.html for any other GET outside /api (the single-page app's routes), with this
 * response's CSP nonce in place of every `__CSP_NONCE__`. Unknown /api paths, missing files and other methods are a
 * JSON 404.
 */
export default fp(
  async function webApp(fastify: FastifyInstance) {
    const dist = fastify.config.webDistDir;
    const indexFile = join(dist, 'index.html');
    const assetsDir = join(dist, 'assets');
    let template: IndexTemplate | undefined;
    const showsOnlyOwnTexts = bankTextsCheck(
      async (language) => (await findActiveLanguage(fastify.db, language))?.bilingualData ?? null,
      fastify.clock,
    );

    /** index.html and the route preloads as built, re-read when the build changes; null when there is no build. */
    async function indexTemplate(): Promise<IndexTemplate | null> {
      const info = await stat(indexFile).catch(() => null);
      if (!info) return null;
      if (template?.mtimeMs !== info.mtimeMs) {
        const [html, preloads, prerendered] = await Promise.all([
          readFile(indexFile, 'utf8'),
          readRoutePreloads(dist),
          readPrerenderedPages(dist),
        ]);
        template = { mtimeMs: info.mtimeMs, html, preloads, prerendered };
      }
      return template;
    }

    async function sendIndex(request: FastifyRequest, reply: FastifyReply, path: string) {
      const built = await indexTemplate();
      if (built === null) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            `The web app is not built (no ${indexFile}). Run \`npm run build\` (or \`npm start\`) first.\n`,
          );
      }
      const drawn = await prerenderedPageFor(request, built, path);
      let html = withPreloads(
        built.html,
        built.preloads,
        path,
        fastify.config.demoLayer,
        drawn !== undefined || DRAWN_ON_REQUEST.has(pagePathOf(path)),
      );
      if (drawn) html = withPrerenderedPage(html, drawn);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(compressForClient(request, reply, html.replace(NONCE_PLACEHOLDER, styleNonce(reply))));
    }

    /**
     * The page drawn for `path`, if the build drew one and it is the page the app would draw: not with a layout asked
     * for in the address, nor where the bank has replaced one of its texts.
     */
    async function prerenderedPageFor(request: FastifyRequest, built: IndexTemplate, path: string) {
      const page = built.prerendered.get(pagePathOf(path));
      if (!page || new URLSearchParams(request.url.split('?')[1]).has('layout')) return undefined;
      return (await showsOnlyOwnTexts(page)) ? page : undefined;
    }

    if (existsSync(dist)) {
      await fastify.register(fastifyStatic, {
        root: dist,
        index: false,
        wildcard: true,
        cacheControl: false,
        // The build's .br and .gz copies (apps/web/build/precompress.ts), as the client accepts them, with Vary.
        preCompressed: true,
        // index.html (also as a directory's index) is always answered by sendIndex, which puts the nonce in. What the
        // build writes for the server (.vite: the manifest, the preloads, the renderers) is not for browsers.
        allowedPath: (pathName) =>
          pathName !== '/index.html' && !pathName.endsWith('/') && !pathName.startsWith('/.vite/'),
        setHeaders: (reply, path) => {
          const hashed = path.startsWith(assetsDir);
          reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
          if (hashed && SUBRESOURCE.test(path))
            for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
        },
      });
    }

    // Browsers ask for /favicon.ico on pages that name no icon (a JSON answer opened in a tab): the app's icon.
    fastify.get('/favicon.ico', async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect(APP_ICON, 301),
    );

    fastify.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isApi = path === '/api' || path.startsWith('/api/');
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !isFile(path);
      if (isPage) return sendIndex(request, reply, path);
      throw new AppError('NOT_FOUND');
    });
  },
  { name: 'web-app' },
);
