import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';
import {
  RENDER_CREDENTIAL_HEADER,
  createRenderCredentials,
  type RenderCredentials,
} from '../../modules/auth/render-credentials.ts';
import { authenticate, authenticateRender, type Authenticated } from '../../modules/auth/service.ts';
import { SESSION_DATA_HEADER } from '../../modules/auth/session-data.ts';

/**
 * Who may call a route: `public` (anyone), `session` (a signed-in, unlocked session; the default for every route
 * under /api), `session-or-locked` (also an idle-locked session: unlock and sign-out) or `session-not-activity`
 * (a signed-in, unlocked session, checked in full, whose request does not keep it from its idle lock: the
 * notification stream).
 */
export type AuthPolicy = 'public' | 'session' | 'session-or-locked' | 'session-not-activity';

declare module 'fastify' {
  interface FastifyInstance {
    renderCredentials: RenderCredentials;
  }
  interface FastifyContextConfig {
    auth?: AuthPolicy;
  }
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

/** The signed-in customer and session of a request that passed authentication. */
export function signedIn(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('SESSION_REQUIRED');
  return request.auth;
}

/**
 * The one check of every signed-in request, before any route code: bearer token, Session-Data header, idle lock
 * (see modules/auth/service.ts `authenticate`), or, for the calls of a page the server renders, the page's render
 * credential in their place. Routes under /api need a session unless they say `auth: 'public'`.
 */
export default fp(
  async function authentication(fastify: FastifyInstance) {
    fastify.decorateRequest('auth', null);
    fastify.decorate('renderCredentials', createRenderCredentials());
    fastify.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      const policy = request.routeOptions.config.auth ?? 'session';
      if (policy === 'public' || !url?.startsWith('/api/')) return;
      const allowLocked = policy === 'session-or-locked';
      const countsAsActivity = policy !== 'session-not-activity';
      const renderCredential = request.headers[RENDER_CREDENTIAL_HEADER];
      if (typeof renderCredential === 'string') {
        const sessionId = fastify.renderCredentials.sessionOf(renderCredential);
        if (!sessionId) throw new AppError('SESSION_REQUIRED');
        request.auth = await authenticateRender(fastify.authDeps, sessionId, allowLocked, countsAsActivity);
        return;
      }
      const sessionData = request.headers[SESSION_DATA_HEADER];
      request.auth = await authenticate(
        fastify.authDeps,
        {
          authorization: request.headers.authorization,
          sessionData: typeof sessionData === 'string' ? sessionData : undefined,
        },
        allowLocked,
        countsAsActivity,
      );
    });
  },
  { name: 'authenticate', dependencies: ['database'] },
);
