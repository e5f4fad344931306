import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';

export type Lifecycle = {
  /** True from `drain()` (or the start of closing) on: readiness answers 503, requests are still served. */
  readonly draining: boolean;
  drain(): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * An instance's shutdown as its load balancer sees it: first draining (not ready, still serving, so the balancer
 * moves traffic away), then closing (requests in flight finish; one that arrives on a kept-alive connection is
 * answered SHUTTING_DOWN, and the connection is closed).
 */
export default fp(
  async function lifecycle(fastify: FastifyInstance) {
    let draining = false;
    let closing = false;
    fastify.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      drain() {
        draining = true;
      },
    });
    fastify.addHook('preClose', async () => {
      draining = true;
      closing = true;
    });
    fastify.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      reply.header('connection', 'close');
      throw new AppError('SHUTTING_DOWN');
    });
  },
  { name: 'lifecycle' },
);
