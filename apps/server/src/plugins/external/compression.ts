import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Below this an answer goes as it is: compressing it saves less than the work and the headers cost. */
export const COMPRESSION_THRESHOLD = 1024;

/** Per response, so a quick level (@fastify/compress's recommended 4); the build's copies take the slowest, best. */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * Where every answer carries a secret: session keys and tokens (sign-in, unlock, sign-in with a token), passwords
 * and one-time codes (the development outbox and test customers). Never compressed, whatever a route says: a
 * compressed secret beside text an attacker chose leaks through the answer's length (BREACH, decision 021).
 */
const SECRET_PREFIXES = ['/api/auth', '/api/dev'];

/** Route options of an answer elsewhere that holds a secret (a prepaid meter token in a receipt): never compressed. */
export const secretAnswer = { compress: false } as const;

const underSecretPrefix = (url: string) =>
  SECRET_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/**
 * Compresses answers of the routes registered after it (the API; the web app's files are sent pre-compressed by
 * web-app.ts) with br or gzip, as the client accepts, from COMPRESSION_THRESHOLD bytes on, for compressible types
 * (JSON, CSV, text; not PDF). Request bodies are never decompressed: no client sends them compressed.
 */
export default fp(
  async function compression(fastify: FastifyInstance) {
    // Added before @fastify/compress's own onRoute hook, so it runs first and the route is left alone.
    fastify.addHook('onRoute', (route: RouteOptions) => {
      if (underSecretPrefix(route.url)) route.compress = false;
    });
    await fastify.register(compress, {
      threshold: COMPRESSION_THRESHOLD,
      encodings: [...ENCODINGS],
      brotliOptions: BROTLI_OPTIONS,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);

/** The encoding to answer in, from Accept-Encoding: the highest weight, br before gzip at equal weight. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const item of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim());
    const weight = params.find((param) => param.startsWith('q='));
    weights.set(name === 'x-gzip' ? 'gzip' : name, weight === undefined ? 1 : Number(weight.slice(2)) || 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const encoding of ENCODINGS) if (weightOf(encoding) > (best ? weightOf(best) : 0)) best = encoding;
  return best;
}

/**
 * `body` as the client accepts it, with Content-Encoding and Vary set: for an answer made per response that
 * @fastify/compress does not see (a page, rendered per response by the not-found handler with its nonce).
 */
export function compressForClient(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): string | Buffer {
  reply.header('vary', 'accept-encoding');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(body) < COMPRESSION_THRESHOLD) return body;
  reply.header('content-encoding', encoding);
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
}
