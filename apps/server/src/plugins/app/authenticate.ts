import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';
import { authenticate, type Authenticated } from '../../modules/auth/service.ts';
import { SESSION_DATA_HEADER } from '../../modules/auth/session-data.ts';

/**
 * Who may call a route: `public` (anyone), `session` (a signed-in, unlocked session; the default for every route
 * under /api), `session-or-locked` (also an idle-locked session: unlock and sign-out) or `session-not-activity`
 * (a signed-in, unlocked session, checked in full, whose request does not keep it from its idle lock: the
 * notification stream).
 */
export type AuthPolicy = 'public' | 'session' | 'session-or-locked' | 'session-not-activity';

declare module 'fastify' {
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
 * (see modules/auth/service.ts `authenticate`). Routes under /api need a session unless they say `auth: 'public'`.
 */
export default fp(
  async function authentication(fastify: FastifyInstance) {
    fastify.decorateRequest('auth', null);
    fastify.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      const policy = request.routeOptions.config.auth ?? 'session';
      if (policy === 'public' || !url?.startsWith('/api/')) return;
      const sessionData = request.headers[SESSION_DATA_HEADER];
      request.auth = await authenticate(
        fastify.authDeps,
        {
          authorization: request.headers.authorization,
          sessionData: typeof sessionData === 'string' ? sessionData : undefined,
        },
        policy === 'session-or-locked',
        policy !== 'session-not-activity',
      );
    });
  },
  { name: 'authenticate', dependencies: ['database'] },
);
