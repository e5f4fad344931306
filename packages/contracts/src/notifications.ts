import { z } from 'zod';
import { envelope } from './meta.ts';
import { isHttpsUrl, isMediaPath, isSitePath, optionalUrlSchema } from './urls.ts';

/** Banking notifications of the bell (SPEC 2.6, 3.1), base path api/notification-service/instant-notification. */
export const NotificationCategorySchema = z.enum(['PROMOTIONAL', 'TRANSACTIONAL']);
export type NotificationCategory = z.infer<typeof NotificationCategorySchema>;

export const BankNotificationSchema = z.object({
  id: z.string(),
  categoryType: NotificationCategorySchema,
  isRead: z.boolean(),
  messageTitle: z.string(),
  messageText: z.string(),
  bannerTitle: z.string().nullable(),
  /** Simple markup; the web app sanitizes it before display. */
  bannerText: z.string().nullable(),
  /** A path under /api (prefix with the base URL) or an absolute URL. */
  imageUrl: z.string().nullable(),
  /** External page opened by the Details link. */
  linkedUrl: z.string().nullable(),
  /** In-app route (useRouter) or external link. */
  link: z.string().nullable(),
  useRouter: z.boolean(),
  /** ISO time the notification was created. */
  date: z.iso.datetime(),
  transactionId: z.string().nullable(),
});
export type BankNotification = z.infer<typeof BankNotificationSchema>;

/** GET total/unread/alerts: data is the number of unread notifications (of one category when asked). */
export const UnreadCountQuerySchema = z.object({ categoryType: NotificationCategorySchema.optional() });
export const UnreadCountResponseSchema = envelope(z.number().int().nonnegative());

/** POST update/unread/alerts: mark one (id) or every notification of a category (updateAll) read, or unread. */
export const UpdateReadStatusRequestSchema = z
  .object({
    id: z.uuid().optional(),
    updateAll: z.boolean().default(false),
    categoryType: NotificationCategorySchema,
    /** false marks unread (the per-item toggle); default true. */
    isRead: z.boolean().default(true),
  })
  .refine((body) => body.updateAll || body.id !== undefined, {
    message: 'notification.idOrUpdateAll',
    path: ['id'],
  });
export type UpdateReadStatusRequest = z.input<typeof UpdateReadStatusRequestSchema>;
export const UpdateReadStatusResponseSchema = envelope(z.object({ updated: z.number().int() }));

/** POST list: one page of a category, newest first (page numbers start at 0; SPEC 9 uses size 20). */
export const NotificationListRequestSchema = z.object({
  pageNumber: z.number().int().min(0).default(0),
  pageSize: z.number().int().min(1).max(100).default(20),
  categoryType: NotificationCategorySchema,
});
export type NotificationListRequest = z.input<typeof NotificationListRequestSchema>;
export const NotificationListResponseSchema = envelope(
  z.object({
    data: z.array(BankNotificationSchema),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  }),
);
export type NotificationList = z.infer<typeof NotificationListResponseSchema>;

/** DELETE /:id answers the id it removed. */
export const NotificationIdParamsSchema = z.object({ id: z.uuid() });
export const DeleteNotificationResponseSchema = envelope(z.object({ id: z.string() }));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** Who a published notification goes to: one customer, or every customer of the bank. */
export const NotificationAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('customer'), customerId: z.uuid() }),
  z.object({ kind: z.literal('all') }),
]);

/**
 * POST instant-notification (SPEC 7.2): another system of the bank publishes a notification. Titles and
 * messageText are plain text (shown as text, never as markup); bannerText is simple markup, sanitized by the
 * server before it is stored. A transactionId names one customer's transaction, so it goes to one customer only.
 */
export const PublishNotificationRequestSchema = z
  .object({
    audience: NotificationAudienceSchema,
    categoryType: NotificationCategorySchema,
    messageTitle: z.string().trim().min(1).max(200),
    messageText: z.string().trim().min(1).max(2000),
    bannerTitle: optionalText(200),
    bannerText: optionalText(4000),
    /** A banner the server serves (/api/media/...) or an https address. */
    imageUrl: optionalUrlSchema('notification.imageUrl', isMediaPath, isHttpsUrl),
    /** The Details link: an https address. */
    linkedUrl: optionalUrlSchema('notification.httpsOnly', isHttpsUrl),
    /** A page of the app (always, with useRouter) or an https address. */
    link: optionalUrlSchema('notification.link', isSitePath, isHttpsUrl),
    useRouter: z.boolean().default(false),
    transactionId: optionalText(64),
  })
  .refine((body) => body.audience.kind === 'customer' || body.transactionId === null, {
    message: 'notification.transactionOfOne',
    path: ['transactionId'],
  })
  .refine((body) => !body.useRouter || body.link === null || isSitePath(body.link), {
    message: 'notification.link',
    path: ['link'],
  });
export type PublishNotificationRequest = z.input<typeof PublishNotificationRequestSchema>;
export type PublishNotification = z.output<typeof PublishNotificationRequestSchema>;
/** How many notifications were written: 1 for one customer, the number of customers for everyone. */
export const PublishNotificationResponseSchema = envelope(z.object({ written: z.number().int() }));
