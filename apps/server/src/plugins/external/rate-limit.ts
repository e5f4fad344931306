import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../../errors.ts';

/**
 * Rate limits, declared per route (`config.rateLimit`) or created with `fastify.createRateLimit`. Counted in Redis
 * when REDIS_URL is set (several instances share the counts), else in memory.
 */
export default fp(
  async function rateLimits(fastify: FastifyInstance) {
    const redis = fastify.config.redisUrl
      ? new Redis(fastify.config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) fastify.addHook('onClose', async () => void (await redis.quit()));
    await fastify.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'taka-rate-limit-' } : {}),
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });
  },
  { name: 'rate-limit' },
);
