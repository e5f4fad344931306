import type { AuthSession } from '@taka/contracts';
import type { FastifyReply } from 'fastify';
import { documentCookie, documentCookieCleared } from '../../modules/auth/document-cookie.ts';
import type { AuthDeps } from '../../modules/auth/service.ts';
import { verifyAccessToken } from '../../modules/auth/tokens.ts';

/** `session`, handed out with its document cookie beside it. */
export async function withDocumentCookie(
  reply: FastifyReply,
  deps: AuthDeps,
  session: AuthSession,
): Promise<AuthSession> {
  const claims = await verifyAccessToken(deps.keys.jwt, session.accessToken, deps.clock.now());
  if (claims && claims !== 'expired')
    reply.header('set-cookie', documentCookie(deps.keys.jwt, claims.sessionId));
  return session;
}

/** Takes the document cookie back with the answer (a sign-out). */
export function withoutDocumentCookie<T>(reply: FastifyReply, answer: T): T {
  reply.header('set-cookie', documentCookieCleared);
  return answer;
}
