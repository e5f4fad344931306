import {
  AcceptedSchema,
  AuthSessionSchema,
  ChangeUsernamePasswordRequestSchema,
  ConfirmSignUpRequestSchema,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
  SignInWithTokenRequestSchema,
  SignUpRequestSchema,
  UnlockSessionRequestSchema,
} from '@taka/contracts';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { AppError } from '../../errors.ts';
import { changeCredentials } from '../../modules/auth/password-change.ts';
import * as auth from '../../modules/auth/service.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer, clientInfo } from '../contract.ts';
import { withDocumentCookie, withoutDocumentCookie } from './document-cookie.ts';

const emailOf = (body: unknown): string | undefined => {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

/** Sign-in, sign-up, password and session routes under /api/auth. */
export default async function authRoutes(fastify: FastifyInstance) {
  const deps = fastify.authDeps;
  const perMinute = fastify.config.authRateLimitPerMinute;
  const perEmail = fastify.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `${request.routeOptions.url}|${emailOf(request.body)}`,
  });

  /** Public, rate-limited per client IP (per route) and per e-mail in the body. */
  const guarded: RouteShorthandOptions = {
    config: { auth: 'public', rateLimit: { max: perMinute, timeWindow: 60_000 } },
    preHandler: async (request: FastifyRequest) => {
      if (emailOf(request.body) === undefined) return;
      const limit = await perEmail(request);
      if (!limit.isAllowed && limit.isExceeded) throw new AppError('RATE_LIMITED');
    },
  };

  fastify.post('/sign-in', guarded, async (request, reply) =>
    answer(
      AuthSessionSchema,
      await withDocumentCookie(
        reply,
        deps,
        await auth.signIn(deps, SignInRequestSchema.parse(request.body), clientInfo(request)),
      ),
    ),
  );

  fastify.post('/sign-in-with-token', guarded, async (request, reply) =>
    answer(
      AuthSessionSchema,
      await withDocumentCookie(
        reply,
        deps,
        await auth.signInWithToken(deps, SignInWithTokenRequestSchema.parse(request.body)),
      ),
    ),
  );

  fastify.post(
    '/unlock-session',
    { ...guarded, config: { ...guarded.config, auth: 'session-or-locked' } },
    async (request, reply) => {
      const body = UnlockSessionRequestSchema.parse(request.body);
      const session = await auth.unlockSession(deps, signedIn(request), body, clientInfo(request));
      return answer(AuthSessionSchema, await withDocumentCookie(reply, deps, session));
    },
  );

  fastify.post('/sign-up', guarded, async (request) =>
    answer(
      AcceptedSchema,
      await auth.signUp(deps, SignUpRequestSchema.parse(request.body), clientInfo(request)),
    ),
  );

  fastify.post('/confirm-sign-up', guarded, async (request) =>
    answer(AcceptedSchema, await auth.confirmSignUp(deps, ConfirmSignUpRequestSchema.parse(request.body))),
  );

  fastify.post('/forgot-password', guarded, async (request) =>
    answer(
      AcceptedSchema,
      await auth.forgotPassword(deps, ForgotPasswordRequestSchema.parse(request.body), clientInfo(request)),
    ),
  );

  fastify.post('/reset-password', guarded, async (request) =>
    answer(
      AcceptedSchema,
      await auth.resetPassword(deps, ResetPasswordRequestSchema.parse(request.body), clientInfo(request)),
    ),
  );

  fastify.post('/sign-out', { config: { auth: 'session-or-locked' } }, async (request, reply) =>
    withoutDocumentCookie(
      reply,
      answer(AcceptedSchema, await auth.signOut(deps, signedIn(request), clientInfo(request))),
    ),
  );

  fastify.post('/change-username-password', guarded, async (request) =>
    answer(
      AcceptedSchema,
      await changeCredentials(
        deps,
        ChangeUsernamePasswordRequestSchema.parse(request.body),
        clientInfo(request),
      ),
    ),
  );
}
