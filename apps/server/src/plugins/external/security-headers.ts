import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** One random nonce per response, made when the CSP header is written and given to the page it renders. */
const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of this response's Content-Security-Policy, for its inline scripts and styles. */
export const responseNonce = (reply: FastifyReply): string => nonces.get(reply.raw)!;

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
const NONCE_SLOT = '{nonce}';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", `'nonce-${NONCE_SLOT}'`],
      styleSrc: ["'self'", `'nonce-${NONCE_SLOT}'`],
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
};

/**
 * The headers helmet sets with these options, read once: they are the same on every response but for the
 * nonce, and helmet would rebuild every value on every request (@fastify/helmet even helmet itself).
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

const { 'content-security-policy': csp, ...HELMET_FIXED } = helmetHeaders();
const FIXED_HEADERS = { ...HELMET_FIXED, 'permissions-policy': PERMISSIONS_POLICY };
const CSP_PARTS = csp!.split(NONCE_SLOT);

const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/** 16 bytes from the CSPRNG, base64. Drawn 256 nonces at a time: a call for 16 bytes costs as much as one for 4 KiB. */
function newNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return noncePool.toString('base64', nonceOffset - NONCE_BYTES, nonceOffset);
}

/**
 * Headers that govern a document (what it may load, embed or be embedded by, which features it may use) and mean
 * nothing on a script, a style sheet or a font. A hashed asset is sent without them (decision 022): each costs its
 * bytes again on each of the dozens of files a page loads, uncompressed under HTTP/1.1. Referrer-Policy stays (a style
 * sheet's own requests follow it), and so do nosniff, Cross-Origin-Resource-Policy and HSTS.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** API and health answers: a customer's data, never kept by a browser or a proxy unless a route says otherwise. */
const isUncacheable = (url: string) => url.startsWith('/api/') || url.startsWith('/health/');

/**
 * Security headers on every response, JSON and HTML alike: helmet's with a fresh nonce, Permissions-Policy;
 * and `Cache-Control: no-store` on every API answer (a route may set its own, e.g. public media).
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  const nonce = newNonce();
  nonces.set(reply.raw, nonce);
  reply.headers(FIXED_HEADERS);
  reply.header('content-security-policy', CSP_PARTS.join(nonce));
  if (isUncacheable(request.url)) reply.header('cache-control', 'no-store');
}

export default fp(
  async function securityHeaders(fastify: FastifyInstance) {
    fastify.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request, reply);
      done();
    });
  },
  { name: 'security-headers' },
);
