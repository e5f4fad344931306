import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What an id from outside may look like: short, and nothing that could forge or break a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id the load balancer (or the client) sent in X-Request-Id when it is well formed,
 * else a new UUID. Every log line of the request carries it as `reqId`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
}

/** Every answer names its request id, so a customer's report or a client's log finds the server's lines. */
export default fp(
  async function requestId(fastify: FastifyInstance) {
    fastify.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
