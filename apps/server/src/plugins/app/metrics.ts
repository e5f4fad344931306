import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../../errors.ts';
import { bearerMatches } from '../../modules/auth/bearer.ts';

export type Metrics = {
  /** A transfer that was carried out (not a replay of its Idempotency-Key), by transfer type and receipt status. */
  transferDone(type: string, status: string): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Prometheus metrics at GET /metrics, for a scraper holding METRICS_TOKEN (`Authorization: Bearer`): requests by
 * route template, method and status with their latency; transfers by type and status; the database pool; and the
 * process's own (event-loop lag, memory, CPU). Without the token, or with METRICS_TOKEN unset, /metrics is a 404
 * like any unknown path. Labels never carry an id, an amount or anything a customer sent.
 */
export default fp(
  async function metrics(fastify: FastifyInstance) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route template, method and status, with their latency',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [registry],
    });
    const transfers = new Counter({
      name: 'taka_transfers_total',
      help: 'Transfers carried out, by transfer type and receipt status',
      labelNames: ['type', 'status'],
      registers: [registry],
    });
    for (const [name, help, read] of [
      ['taka_db_pool_connections', 'Open connections of the database pool', 'total'],
      ['taka_db_pool_idle', 'Idle connections of the database pool', 'idle'],
      ['taka_db_pool_waiting', 'Queries waiting for a connection of the database pool', 'waiting'],
    ] as const) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(fastify.database.poolStats()[read]);
        },
      });
    }

    fastify.decorate('metrics', {
      transferDone: (type, status) => transfers.inc({ type, status }),
    });
    fastify.addHook('onResponse', async (request, reply) => {
      requests.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
    });

    const token = fastify.config.metricsToken;
    fastify.get('/metrics', async (request, reply) => {
      if (!token || !bearerMatches(request.headers.authorization, token)) throw new AppError('NOT_FOUND');
      return reply
        .type(registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
