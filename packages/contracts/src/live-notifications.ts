import { z } from 'zod';
import { MoneySchema } from './money.ts';
import { NotificationCategorySchema } from './notifications.ts';

/**
 * GET api/notification-service/instant-notification/stream (text/event-stream, decision 025). Its events:
 * `notification` (data: LiveNotification), a notification written for the signed-in customer; `refresh` (no data
 * that matters), notifications may have changed (a broadcast, or notices possibly missed): fetch them again.
 */
export const LIVE_NOTIFICATION_EVENTS = { notification: 'notification', refresh: 'refresh' } as const;

export const LiveNotificationSchema = z.object({
  id: z.uuid(),
  category: NotificationCategorySchema,
  title: z.string(),
  text: z.string(),
  /** Money came in (the payee of a within-bank transfer): the web app shows a toast. */
  incomingCredit: z.boolean(),
  /** For an incoming credit: the amount and who sent it, so the toast can be written in the reader's language. */
  amount: MoneySchema.nullable(),
  fromName: z.string().nullable(),
});
export type LiveNotification = z.infer<typeof LiveNotificationSchema>;
