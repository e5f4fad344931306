import {
  AuthSessionSchema,
  PasskeySignInOptionsSchema,
  PasskeySignInRequestSchema,
  PasskeyUnlockRequestSchema,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import {
  signInOptions,
  signInWithPasskey,
  unlockOptions,
  unlockWithPasskey,
} from '../../modules/passkeys/sign-in.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { withDocumentCookie } from './document-cookie.ts';
import { answer, clientInfo } from '../contract.ts';
import { passkeyDeps } from '../passkeys/index.ts';

/**
 * Signing in and unlocking with a passkey under /api/auth/passkey: options (a ceremony) -> the browser's assertion.
 * Rate-limited per client IP like the password routes.
 */
export default async function passkeyAuthRoutes(fastify: FastifyInstance) {
  const deps = passkeyDeps(fastify);
  const rateLimit = { max: fastify.config.authRateLimitPerMinute, timeWindow: 60_000 };
  const guest = { config: { auth: 'public' as const, rateLimit } };
  const lockedSession = { config: { auth: 'session-or-locked' as const, rateLimit } };

  fastify.post('/options', guest, async () => answer(PasskeySignInOptionsSchema, await signInOptions(deps)));

  fastify.post('/sign-in', guest, async (request, reply) => {
    const session = await signInWithPasskey(
      deps,
      PasskeySignInRequestSchema.parse(request.body),
      clientInfo(request),
    );
    return answer(AuthSessionSchema, await withDocumentCookie(reply, deps, session));
  });

  fastify.post('/unlock-options', lockedSession, async (request) =>
    answer(PasskeySignInOptionsSchema, await unlockOptions(deps, signedIn(request))),
  );

  fastify.post('/unlock', lockedSession, async (request, reply) =>
    answer(
      AuthSessionSchema,
      await withDocumentCookie(
        reply,
        deps,
        await unlockWithPasskey(
          deps,
          signedIn(request),
          PasskeyUnlockRequestSchema.parse(request.body),
          clientInfo(request),
        ),
      ),
    ),
  );
}
