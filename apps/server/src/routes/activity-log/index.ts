import { ActivityLogQuerySchema, ActivityLogSchema } from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { activityLog } from '../../modules/activity/log.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';

/** The signed-in customer's own security events under /api/activity-log: newest first, filtered, keyset-paged. */
export default async function activityLogRoutes(fastify: FastifyInstance) {
  fastify.get('/', async (request) => {
    const { cursor, size, ...filters } = ActivityLogQuerySchema.parse(request.query);
    return answer(
      ActivityLogSchema,
      await activityLog(fastify.db, signedIn(request).customer.id, filters, { cursor, size }),
    );
  });
}
