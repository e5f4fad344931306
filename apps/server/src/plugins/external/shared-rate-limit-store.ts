import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { AppError } from '../../errors.ts';

type Done = Parameters<FastifyRateLimitStore['incr']>[1];
/** What the plugin passes to `child` (its typings say the route options; it passes them under `routeInfo`). */
type ChildParams = { routeInfo?: { method?: string; url?: string } };

/** One round trip: count the request and start the window on its first one; answer the count and time left. */
const COUNT_SCRIPT = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  return {current, redis.call('PTTL', KEYS[1])}
`;

/**
 * A store for @fastify/rate-limit that counts in Redis, shared by every instance, and fails closed: when Redis
 * cannot answer, the limited request (sign-in, codes, money) is refused with RATE_LIMIT_UNAVAILABLE (503) rather
 * than let through uncounted. Routes without a limit never touch Redis, so they keep working.
 */
export function sharedRateLimitStore(redis: Redis, nameSpace: string) {
  redis.defineCommand('takaCountRequest', { numberOfKeys: 1, lua: COUNT_SCRIPT });
  const countRequest = (key: string, windowMs: number) =>
    (
      redis as unknown as { takaCountRequest(key: string, windowMs: number): Promise<[number, number]> }
    ).takaCountRequest(key, windowMs);

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    /** The plugin constructs the store with its options; `child` passes the route's key prefix. */
    constructor(prefix: unknown = nameSpace) {
      this.prefix = typeof prefix === 'string' ? prefix : nameSpace;
    }

    incr(key: string, done: Done, timeWindow: number) {
      countRequest(this.prefix + key, timeWindow).then(
        ([current, ttl]) => done(null, { current, ttl }),
        (cause: unknown) => done(new AppError('RATE_LIMIT_UNAVAILABLE', { cause })),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const params = options as unknown as ChildParams;
      const route = params.routeInfo?.url ? `${params.routeInfo.method}${params.routeInfo.url}-` : '';
      return new SharedRateLimitStore(`${nameSpace}${route}`);
    }
  };
}
