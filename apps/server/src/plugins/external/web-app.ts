import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, ERRORS, RETRY_AFTER_SECONDS } from '../../errors.ts';
import { DOCUMENT_COOKIE, documentCookieSession } from '../../modules/auth/document-cookie.ts';
import { documentSessionState } from '../../modules/auth/service.ts';
import { busyPage } from './busy-page.ts';
import { compressForClient } from './compression.ts';
import { createPageRenderer, type PageRenderer } from './page-renderer/page-renderer.ts';
import type { FoundRequest } from './page-renderer/messages.ts';
import { DOCUMENT_ONLY_HEADERS, responseNonce } from './security-headers.ts';

/** A missing file (a stale hashed asset, a typo) is a 404, never a page with 200; pages have no extension. */
const isFile = (path: string) => path.startsWith('/assets/') || /\.[a-z0-9]{1,11}$/i.test(path);
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files a page loads as subresources, never opens as a document (unlike an SVG or HTML file, which can script). */
const SUBRESOURCE = /\.(?:js|css|woff2?)(?:\.br|\.gz)?$/;
/** The icon every page names. */
const APP_ICON = '/images/logo.svg';
/** What a rendered page's answer may carry of the renderer's headers; the security headers are the API's own. */
const PAGE_HEADERS = new Set(['content-type', 'location']);

/** The request's cookies without the document cookie: the renderer gets what the page's code may read, no more. */
const cookiesForPage = (header: string | undefined) =>
  (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !pair.startsWith(`${DOCUMENT_COOKIE}=`))
    .join('; ');

/**
 * Serves the web app (WEB_DIST_DIR) on the same origin: its files from dist/client (hashed ones for a year, the rest
 * revalidated, each as the build's brotli or gzip copy when the client accepts one), and every other GET outside
 * /api as a page rendered by the build's server bundle (dist/server) in the page renderer's threads, for the
 * session the document cookie names, with this response's CSP nonce. Unknown /api paths, missing files and other
 * methods are a JSON 404.
 */
export default fp(
  async function webApp(fastify: FastifyInstance) {
    const clientDir = join(fastify.config.webDistDir, 'client');
    const serverEntry = join(fastify.config.webDistDir, 'server', 'server.js');
    const assetsDir = join(clientDir, 'assets');
    let renderer: PageRenderer | undefined;
    fastify.addHook('onClose', async () => renderer?.close());

    /** The document cookie's session and how it stands: a page for a session that has ended is a guest's. */
    async function documentSession(request: FastifyRequest) {
      const sessionId = documentCookieSession(fastify.authDeps.keys.jwt, request.headers.cookie);
      const state = sessionId === undefined ? null : await documentSessionState(fastify.authDeps, sessionId);
      return { state, sessionId: state ? sessionId : undefined };
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      // Looked for until found: the build may come after the server has started, never goes while it runs.
      if (!renderer && !existsSync(serverEntry)) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            `The web app is not built (no ${serverEntry}). Run \`npm run build\` (or \`npm start\`) first.\n`,
          );
      }
      renderer ??= createPageRenderer(fastify, serverEntry, fastify.config.renderQueueLimit);
      // Refused before anything else is done for it: a refusal must cost next to nothing.
      if (!renderer.hasRoom()) {
        request.errorCode = 'PAGES_BUSY';
        return reply
          .code(ERRORS.PAGES_BUSY.status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('retry-after', RETRY_AFTER_SECONDS)
          .send(busyPage(request.headers.cookie));
      }
      const session = await documentSession(request);
      const found: FoundRequest = {
        cookie: cookiesForPage(request.headers.cookie),
        nonce: responseNonce(reply),
        session: session.state,
      };
      const page = await renderer.render(request.url, found, session.sessionId);
      for (const [name, value] of page.headers) if (PAGE_HEADERS.has(name)) reply.header(name, value);
      // A page is drawn for its customer: no cache keeps it.
      return reply
        .code(page.status)
        .header('cache-control', 'no-store')
        .send(compressForClient(request, reply, page.body));
    }

    if (existsSync(clientDir)) {
      await fastify.register(fastifyStatic, {
        root: clientDir,
        index: false,
        wildcard: true,
        cacheControl: false,
        // The build's .br and .gz copies (apps/web/build/precompress.ts), as the client accepts them, with Vary.
        preCompressed: true,
        allowedPath: (pathName) => !pathName.endsWith('/'),
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
      if (isPage) return sendPage(request, reply);
      throw new AppError('NOT_FOUND');
    });
  },
  { name: 'web-app' },
);
