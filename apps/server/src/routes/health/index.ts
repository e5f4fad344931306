import { HealthStatusSchema } from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { answer } from '../contract.ts';

/** A database that takes longer than this to answer `select 1` counts as away. */
const DATABASE_PING_TIMEOUT_MS = 2_000;

/**
 * What a load balancer asks, under /health: live while the process serves; ready once the app has started
 * (migrations applied), while it is not draining for a shutdown and while its database answers.
 */
export default async function healthRoutes(fastify: FastifyInstance) {
  fastify.get('/live', async () => answer(HealthStatusSchema, { status: 'live' }));

  fastify.get('/ready', async () => {
    if (fastify.lifecycle.draining) throw new AppError('NOT_READY');
    if (!(await fastify.database.ping(DATABASE_PING_TIMEOUT_MS))) throw new AppError('NOT_READY');
    return answer(HealthStatusSchema, { status: 'ready' });
  });
}
