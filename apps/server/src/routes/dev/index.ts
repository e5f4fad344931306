import {
  DevSchedulerRunRequestSchema,
  DevSchedulerRunSchema,
  DevBackOfficeRunRequestSchema,
  DevBackOfficeRunSchema,
  DevFdrRunRequestSchema,
  DevFdrRunSchema,
  DevEStatementRunRequestSchema,
  DevEStatementRunSchema,
  OutboxSchema,
  TestCustomerRequestSchema,
  TestCustomerSchema,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import cardNetworkDevRoutes from './card-network.ts';
import { createTestCustomer } from '../../modules/dev/test-customers.ts';
import { runEStatements } from '../../modules/e-statements/e-statements.ts';
import { listOutbox } from '../../modules/messaging/channel.ts';
import { runFdrMaturity } from '../../modules/fdr/maturity.ts';
import { runScheduler } from '../../modules/schedules/scheduler.ts';
import { runBackOffice } from '../../modules/service-requests/back-office.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';

const OutboxQuerySchema = z.object({
  to: z.string().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * Development helpers under /api/dev. Registered only outside production (app.ts): in production these routes
 * do not exist at all.
 */
export default async function devRoutes(fastify: FastifyInstance) {
  fastify.get('/outbox', { config: { auth: 'public' } }, async (request) => {
    const query = OutboxQuerySchema.parse(request.query);
    return answer(OutboxSchema, { messages: await listOutbox(fastify.db, query) });
  });

  /** A customer of its own for a browser test, so tests can run side by side (decision 020). */
  fastify.post('/customers', { config: { auth: 'public' } }, async (request, reply) => {
    const body = TestCustomerRequestSchema.parse(request.body);
    const customer = await createTestCustomer(fastify.db, fastify.clock, body);
    return reply.code(201).send(answer(TestCustomerSchema, customer));
  });

  /** The scheduler as of another time, for the signed-in customer's instructions only (decision 028). */
  fastify.post('/schedules/run', async (request) => {
    const { asOf } = DevSchedulerRunRequestSchema.parse(request.body);
    const customerId = signedIn(request).customer.id;
    const { executed } = await runScheduler(fastify.money, new Date(asOf), { customerId });
    return answer(DevSchedulerRunSchema, { executed });
  });

  /** The back office as of another time, for the signed-in customer's service requests only (decision 032). */
  fastify.post('/service-requests/run', async (request) => {
    const { asOf } = DevBackOfficeRunRequestSchema.parse(request.body);
    const customerId = signedIn(request).customer.id;
    return answer(DevBackOfficeRunSchema, await runBackOffice(fastify.money, new Date(asOf), { customerId }));
  });

  /** FDR maturity as of another time, for the signed-in customer's deposits only (decision 034). */
  fastify.post('/fdr/run', async (request) => {
    const { asOf } = DevFdrRunRequestSchema.parse(request.body);
    const customerId = signedIn(request).customer.id;
    return answer(DevFdrRunSchema, await runFdrMaturity(fastify.money, new Date(asOf), { customerId }));
  });
  await fastify.register(cardNetworkDevRoutes, { prefix: '/card-network' });
  /** The monthly e-statement job as of another time, for the signed-in customer's accounts only (decision 036). */
  fastify.post('/e-statements/run', async (request) => {
    const { asOf } = DevEStatementRunRequestSchema.parse(request.body);
    const customerId = signedIn(request).customer.id;
    return answer(DevEStatementRunSchema, await runEStatements(fastify.db, new Date(asOf), { customerId }));
  });
}
