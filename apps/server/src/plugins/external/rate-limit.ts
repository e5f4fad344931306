import { once } from 'node:events';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../../errors.ts';
import { sharedRateLimitStore } from './shared-rate-limit-store.ts';

/** How long a starting instance waits for Redis; past that it starts anyway and refuses limited routes until then. */
const REDIS_STARTUP_WAIT_MS = 2_000;

/**
 * Rate limits, declared per route (`config.rateLimit`) or created with `fastify.createRateLimit`. Counted in Redis
 * when REDIS_URL is set (several instances share the counts; see shared-rate-limit-store.ts for Redis being away),
 * else in memory.
 */
export default fp(
  async function rateLimits(fastify: FastifyInstance) {
    const redis = fastify.config.redisUrl ? await connectRedis(fastify, fastify.config.redisUrl) : undefined;
    await fastify.register(rateLimit, {
      global: false,
      ...(redis ? { store: sharedRateLimitStore(redis, 'taka-rate-limit-') } : {}),
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });
  },
  { name: 'rate-limit' },
);

/**
 * A Redis client that never queues a command while disconnected (it fails at once, and the limited request with
 * it) and reconnects by itself; its connection errors are logged, once per outage.
 */
async function connectRedis(fastify: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    enableOfflineQueue: false,
    // tries again at most a second apart, so limited routes serve again within a second of Redis's return
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  let reported = false;
  redis.on('error', (err: Error) => {
    if (!reported)
      fastify.log.warn({ err }, 'redis unavailable; rate-limited routes refuse until it is back');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) fastify.log.info('redis available again');
    reported = false;
  });
  fastify.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await Promise.race([
    once(redis, 'ready'),
    new Promise((resolve) => setTimeout(resolve, REDIS_STARTUP_WAIT_MS)),
  ]);
  return redis;
}
