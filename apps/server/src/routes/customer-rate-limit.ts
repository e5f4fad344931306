import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { signedIn } from '../plugins/app/authenticate.ts';

/**
 * Route config allowing `max` calls a minute to each signed-in customer, whatever their IP or device. Counted after
 * authentication (preHandler), so the count belongs to the customer the session proves.
 */
export function perCustomerPerMinute(name: string, max: number): FastifyContextConfig {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) => `${name}:${signedIn(request).customer.id}`,
    },
  };
}
