import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** One random nonce per response, made when the CSP header is written and reused for index.html. */
const nonces = new WeakMap<ServerResponse, string>();

function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/** The style nonce of this response's Content-Security-Policy. */
export const styleNonce = (reply: FastifyReply): string => nonceOf(reply.raw);

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * helmet's headers, its options parsed once: @fastify/helmet would build helmet anew for every request. Only the
 * style nonce is per response.
 */
const setHelmetHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(res)}'`],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  xContentTypeOptions: true,
  xFrameOptions: { action: 'deny' },
});

/** Security headers on every response, JSON and HTML alike (helmet + Permissions-Policy). */
export default fp(
  async function securityHeaders(fastify: FastifyInstance) {
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      setHelmetHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
