import { OutboxSchema } from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listOutbox } from '../../modules/messaging/channel.ts';
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
}
