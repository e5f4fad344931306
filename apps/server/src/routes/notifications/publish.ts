import {
  PublishNotificationRequestSchema,
  PublishNotificationResponseSchema,
  RESPONSE_OK,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { bearerMatches } from '../../modules/auth/bearer.ts';
import { publishNotification } from '../../modules/notifications/publish.ts';
import { answer } from '../contract.ts';

/**
 * POST /api/notification-service/instant-notification (SPEC 7.2, decision 026): the bank's other systems publish
 * a notification to one customer or to all. No customer session: the caller holds NOTIFICATION_SERVICE_TOKEN, and
 * checked before the body is read; without that configured the route is not there (404).
 */
export default async function notificationPublishingRoutes(fastify: FastifyInstance) {
  const token = fastify.config.notificationServiceToken;
  fastify.post(
    '/',
    {
      config: { auth: 'public' },
      onRequest: async (request) => {
        if (!token) throw new AppError('NOT_FOUND');
        if (!bearerMatches(request.headers.authorization, token)) throw new AppError('SERVICE_TOKEN_INVALID');
      },
    },
    async (request, reply) => {
      const body = PublishNotificationRequestSchema.parse(request.body);
      const written = await publishNotification(fastify.db, body, fastify.clock.now());
      if (written === 0) throw new AppError('NOT_FOUND', { message: 'No customer with this id.' });
      return reply.code(201).send(
        answer(PublishNotificationResponseSchema, {
          responseCode: RESPONSE_OK,
          responseMessage: 'Operation successful',
          data: { written },
        }),
      );
    },
  );
}
