import {
  DeleteNotificationResponseSchema,
  NotificationIdParamsSchema,
  NotificationListRequestSchema,
  NotificationListResponseSchema,
  UnreadCountQuerySchema,
  UnreadCountResponseSchema,
  UpdateReadStatusRequestSchema,
  UpdateReadStatusResponseSchema,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import {
  countUnread,
  deleteNotification,
  listNotifications,
  setReadStatus,
} from '../../modules/notifications/notifications.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer, envelopeOk as ok } from '../contract.ts';
import { openNotificationStream } from './stream.ts';

/** Banking notifications of the signed-in customer, under /api/notification-service/instant-notification. */
export default async function notificationRoutes(fastify: FastifyInstance) {
  fastify.get('/stream', { config: { auth: 'session-not-activity' }, compress: false }, (request, reply) =>
    openNotificationStream(fastify, request, reply),
  );

  fastify.get('/total/unread/alerts', async (request) => {
    const { categoryType } = UnreadCountQuerySchema.parse(request.query);
    return answer(
      UnreadCountResponseSchema,
      ok(await countUnread(fastify.db, signedIn(request).customer.id, categoryType)),
    );
  });

  fastify.post('/update/unread/alerts', async (request) => {
    const body = UpdateReadStatusRequestSchema.parse(request.body);
    const updated = await setReadStatus(fastify.db, signedIn(request).customer.id, {
      id: body.id,
      updateAll: body.updateAll,
      category: body.categoryType,
      isRead: body.isRead,
    });
    if (updated === null) throw new AppError('NOT_FOUND');
    return answer(UpdateReadStatusResponseSchema, ok({ updated }));
  });

  fastify.post('/list', async (request) => {
    const body = NotificationListRequestSchema.parse(request.body);
    const page = await listNotifications(fastify.db, signedIn(request).customer.id, {
      category: body.categoryType,
      pageNumber: body.pageNumber,
      pageSize: body.pageSize,
    });
    return answer(NotificationListResponseSchema, ok(page));
  });

  fastify.delete('/:id', async (request) => {
    const { id } = NotificationIdParamsSchema.parse(request.params);
    if (!(await deleteNotification(fastify.db, signedIn(request).customer.id, id)))
      throw new AppError('NOT_FOUND');
    return answer(DeleteNotificationResponseSchema, ok({ id }));
  });
}
